// corpus: CWE-502 safe — XStream starts from NoTypePermission.NONE and only the feed's own DTO classes, ArrayList and BigDecimal are allowed, so JMS message XML cannot name other types.
package com.acme.catalog.pricing;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.NoTypePermission;
import com.thoughtworks.xstream.security.NullPermission;
import com.thoughtworks.xstream.security.PrimitiveTypePermission;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;
import jakarta.jms.TextMessage;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

class PriceFeed {
    String supplier;
    List<PriceLine> lines = new ArrayList<>();
}

class PriceLine {
    String sku;
    BigDecimal price;
    String currency;
}

final class PriceFeedCodec {
    private final XStream xstream;

    PriceFeedCodec() {
        xstream = new XStream();
        xstream.addPermission(NoTypePermission.NONE);
        xstream.addPermission(NullPermission.NULL);
        xstream.addPermission(PrimitiveTypePermission.PRIMITIVES);
        xstream.allowTypes(new Class<?>[] {PriceFeed.class, PriceLine.class, ArrayList.class, BigDecimal.class});
        xstream.alias("feed", PriceFeed.class);
        xstream.alias("line", PriceLine.class);
        xstream.addImplicitCollection(PriceFeed.class, "lines", "line", PriceLine.class);
    }

    PriceFeed decode(String xml) {
        return (PriceFeed) xstream.fromXML(xml);
    }
}

class PriceFeedListener implements MessageListener {
    private final PriceFeedCodec codec = new PriceFeedCodec();
    private final PriceBook priceBook;

    PriceFeedListener(PriceBook priceBook) {
        this.priceBook = priceBook;
    }

    @Override
    public void onMessage(Message message) {
        try {
            if (!(message instanceof TextMessage text)) {
                return;
            }
            PriceFeed feed = codec.decode(text.getText());
            for (PriceLine line : feed.lines) {
                if (line.price != null && line.price.signum() > 0) {
                    priceBook.update(feed.supplier, line.sku, line.price, line.currency);
                }
            }
        } catch (JMSException e) {
            throw new IllegalStateException("could not read price feed", e);
        }
    }
}

interface PriceBook {
    void update(String supplier, String sku, BigDecimal price, String currency);
}
