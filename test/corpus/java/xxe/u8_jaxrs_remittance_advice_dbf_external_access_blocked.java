// corpus: CWE-611 safe — the remittance parser's factory helper turns on secure processing and sets ACCESS_EXTERNAL_DTD and ACCESS_EXTERNAL_SCHEMA to the empty string, so no external DTD or entity is fetched when an upload is parsed.
package com.acme.treasury.remittance;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

final class XmlParsers {
    private XmlParsers() {}

    static DocumentBuilder hardenedBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        factory.setExpandEntityReferences(false);
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder();
    }
}

record RemittanceLine(String invoiceNumber, BigDecimal amount) {}

@ApplicationScoped
class RemittanceAdviceParser {
    List<RemittanceLine> lines(InputStream xml) throws ParserConfigurationException, IOException, SAXException {
        Document doc = XmlParsers.hardenedBuilder().parse(xml);
        NodeList items = doc.getElementsByTagName("RmtInf");
        List<RemittanceLine> lines = new ArrayList<>();
        for (int i = 0; i < items.getLength(); i++) {
            Element item = (Element) items.item(i);
            lines.add(new RemittanceLine(item.getAttribute("ref"), new BigDecimal(item.getAttribute("amt"))));
        }
        return lines;
    }
}

@Path("/treasury/remittance-advice")
class RemittanceAdviceResource {
    @Inject
    RemittanceAdviceParser parser;

    @POST
    @Consumes(MediaType.APPLICATION_XML)
    @Produces(MediaType.APPLICATION_JSON)
    public Response upload(InputStream body) {
        try {
            return Response.ok(parser.lines(body)).build();
        } catch (ParserConfigurationException | IOException | SAXException | NumberFormatException e) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
    }
}
