// corpus: CWE-611 vulnerable — the uploaded XML request body is parsed by a DocumentBuilderFactory left at its defaults, so DOCTYPE declarations and external entities are resolved.
package com.acme.billing.imports;

import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

record ImportedLine(String sku, String description, int quantity, BigDecimal unitPrice) {}

record ImportReport(String invoiceNumber, List<ImportedLine> lines) {}

@RestController
class InvoiceImportController {
    private final InvoiceXmlParser parser;

    InvoiceImportController(InvoiceXmlParser parser) {
        this.parser = parser;
    }

    @PostMapping(value = "/api/invoices/import", consumes = {MediaType.APPLICATION_XML_VALUE, MediaType.TEXT_XML_VALUE})
    public ImportReport importInvoice(@RequestBody byte[] xml) throws Exception {
        return parser.parse(xml);
    }
}

@Service
class InvoiceXmlParser {
    private final DocumentBuilderFactory factory;

    InvoiceXmlParser() {
        factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setValidating(false);
        factory.setIgnoringComments(true);
    }

    ImportReport parse(byte[] xml) throws Exception {
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document document = builder.parse(new ByteArrayInputStream(xml));
        Element root = document.getDocumentElement();
        String number = root.getAttribute("number");
        List<ImportedLine> lines = new ArrayList<>();
        NodeList items = root.getElementsByTagName("line");
        for (int i = 0; i < items.getLength(); i++) {
            Element line = (Element) items.item(i);
            lines.add(new ImportedLine(
                    text(line, "sku"),
                    text(line, "description"),
                    Integer.parseInt(text(line, "quantity")),
                    new BigDecimal(text(line, "unitPrice"))));
        }
        return new ImportReport(number, lines);
    }

    private static String text(Element parent, String tag) {
        NodeList nodes = parent.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }
}
