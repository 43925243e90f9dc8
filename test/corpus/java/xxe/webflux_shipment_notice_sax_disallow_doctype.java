// corpus: CWE-611 safe — the posted shipment notice is parsed by a SAXParserFactory configured with disallow-doctype-decl and external entities off, so no DOCTYPE or entity is ever processed.
package com.acme.logistics.inbound;

import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

record ShipmentNotice(String trackingNumber, String consignee, String eta) {}

@RestController
class ShipmentNoticeController {
    private final ShipmentNoticeParser parser;

    ShipmentNoticeController(ShipmentNoticeParser parser) {
        this.parser = parser;
    }

    @PostMapping(value = "/api/shipment-notices", consumes = MediaType.APPLICATION_XML_VALUE)
    Mono<ShipmentNotice> receive(@RequestBody Mono<String> body) {
        return body.publishOn(Schedulers.boundedElastic()).map(parser::parse);
    }
}

@Service
class ShipmentNoticeParser {
    private final SAXParserFactory factory;

    ShipmentNoticeParser() throws Exception {
        factory = SAXParserFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
        factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    }

    ShipmentNotice parse(String xml) {
        Map<String, String> fields = new HashMap<>();
        try {
            newParser().parse(new InputSource(new StringReader(xml)), new DefaultHandler() {
                private final StringBuilder text = new StringBuilder();

                @Override
                public void startElement(String uri, String localName, String qName, Attributes attributes) {
                    text.setLength(0);
                }

                @Override
                public void characters(char[] ch, int start, int length) {
                    text.append(ch, start, length);
                }

                @Override
                public void endElement(String uri, String localName, String qName) {
                    fields.put(qName, text.toString().trim());
                }
            });
        } catch (Exception e) {
            throw new IllegalArgumentException("malformed shipment notice", e);
        }
        return new ShipmentNotice(fields.get("trackingNumber"), fields.get("consignee"), fields.get("eta"));
    }

    private SAXParser newParser() throws Exception {
        return factory.newSAXParser();
    }
}
