// corpus: CWE-611 safe — the posted supplier catalog is read with an XMLInputFactory that has DTD support and external entities switched off.
package com.acme.procurement.catalog;

import java.io.InputStream;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import javax.enterprise.context.ApplicationScoped;
import javax.inject.Inject;
import javax.ws.rs.Consumes;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

@Path("/suppliers/{supplierId}/catalog")
public class SupplierCatalogResource {
    @Inject
    CatalogXmlReader reader;

    @POST
    @Consumes(MediaType.APPLICATION_XML)
    @Produces(MediaType.APPLICATION_JSON)
    public List<SupplierItem> upload(@PathParam("supplierId") long supplierId, InputStream body) throws XMLStreamException {
        return reader.read(supplierId, body);
    }
}

record SupplierItem(long supplierId, String code, String name, BigDecimal price) {}

@ApplicationScoped
class CatalogXmlReader {
    private final XMLInputFactory factory;

    CatalogXmlReader() {
        factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
    }

    List<SupplierItem> read(long supplierId, InputStream xml) throws XMLStreamException {
        List<SupplierItem> items = new ArrayList<>();
        XMLStreamReader stream = factory.createXMLStreamReader(xml, "UTF-8");
        try {
            while (stream.hasNext()) {
                if (stream.next() == XMLStreamConstants.START_ELEMENT && "item".equals(stream.getLocalName())) {
                    String code = stream.getAttributeValue(null, "code");
                    String price = stream.getAttributeValue(null, "price");
                    String name = stream.getElementText();
                    items.add(new SupplierItem(supplierId, code, name, new BigDecimal(price)));
                }
            }
        } finally {
            stream.close();
        }
        return items;
    }
}
