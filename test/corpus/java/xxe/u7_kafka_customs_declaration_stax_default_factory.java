// corpus: CWE-611 vulnerable — customs declaration XML from a Kafka topic is read with a default XMLInputFactory, which supports DTDs and external entities, so an entity in the message can pull local files or URLs into getElementText().
package com.acme.freight.customs;

import java.io.StringReader;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

record DeclarationLine(String hsCode, String description, BigDecimal value) {}

record CustomsDeclaration(String reference, String consignee, List<DeclarationLine> lines) {}

@Component
class CustomsDeclarationParser {
    private final XMLInputFactory factory = XMLInputFactory.newFactory();

    CustomsDeclaration parse(String xml) throws XMLStreamException {
        XMLStreamReader reader = factory.createXMLStreamReader(new StringReader(xml));
        String reference = null;
        String consignee = null;
        List<DeclarationLine> lines = new ArrayList<>();
        String hs = null;
        String description = null;
        try {
            while (reader.hasNext()) {
                if (reader.next() != XMLStreamConstants.START_ELEMENT) {
                    continue;
                }
                switch (reader.getLocalName()) {
                    case "Reference" -> reference = reader.getElementText().trim();
                    case "Consignee" -> consignee = reader.getElementText().trim();
                    case "HsCode" -> hs = reader.getElementText().trim();
                    case "Description" -> description = reader.getElementText().trim();
                    case "Value" -> lines.add(new DeclarationLine(hs, description,
                            new BigDecimal(reader.getElementText().trim())));
                    default -> { }
                }
            }
        } finally {
            reader.close();
        }
        return new CustomsDeclaration(reference, consignee, lines);
    }
}

@Component
class CustomsDeclarationListener {
    private final CustomsDeclarationParser parser;
    private final DeclarationRepository repository;

    CustomsDeclarationListener(CustomsDeclarationParser parser, DeclarationRepository repository) {
        this.parser = parser;
        this.repository = repository;
    }

    @KafkaListener(topics = "customs.declarations.inbound", groupId = "customs-intake")
    public void onDeclaration(String xml) throws XMLStreamException {
        CustomsDeclaration declaration = parser.parse(xml);
        if (declaration.reference() != null) {
            repository.save(declaration);
        }
    }
}

interface DeclarationRepository {
    void save(CustomsDeclaration declaration);
}
