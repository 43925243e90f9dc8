// corpus: CWE-611 vulnerable — shipment notices from the partner queue are parsed by a SAXParserFactory left at its defaults, so a DOCTYPE in the message can pull in external entities.
package com.acme.logistics.inbound;

import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

record ShipmentNotice(String trackingNumber, String consignee, String eta) {}

interface ShipmentNoticeStore {
    void save(ShipmentNotice notice);
}

@Component
class ShipmentNoticeListener {
    private final ShipmentNoticeParser parser;
    private final ShipmentNoticeStore store;

    ShipmentNoticeListener(ShipmentNoticeParser parser, ShipmentNoticeStore store) {
        this.parser = parser;
        this.store = store;
    }

    @RabbitListener(queues = "partner.shipment-notices")
    void onMessage(String payload) throws Exception {
        store.save(parser.parse(payload));
    }
}

@Service
class ShipmentNoticeParser {
    private final SAXParserFactory factory = SAXParserFactory.newInstance();

    ShipmentNotice parse(String xml) throws Exception {
        Map<String, String> fields = new HashMap<>();
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
        return new ShipmentNotice(fields.get("trackingNumber"), fields.get("consignee"), fields.get("eta"));
    }

    private SAXParser newParser() throws Exception {
        factory.setNamespaceAware(true);
        return factory.newSAXParser();
    }
}
