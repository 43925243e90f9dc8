// corpus: CWE-502 vulnerable — Kafka message payloads are turned back into objects with ObjectInputStream.readObject before the type is checked.
package com.acme.pricing.sync;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Repository;

class PriceUpdate implements Serializable {
    private static final long serialVersionUID = 3L;
    String sku;
    BigDecimal price;
    String currency;
    Instant effectiveFrom;
}

@Component
class PriceUpdateListener {
    private final PriceUpdateDecoder decoder;
    private final PriceRepository prices;

    PriceUpdateListener(PriceUpdateDecoder decoder, PriceRepository prices) {
        this.decoder = decoder;
        this.prices = prices;
    }

    @KafkaListener(topics = "pricing.updates", groupId = "storefront-price-sync")
    public void onPriceUpdate(ConsumerRecord<String, byte[]> record) throws IOException {
        PriceUpdate update = decoder.decode(record.value());
        prices.upsert(update);
    }
}

@Component
class PriceUpdateDecoder {
    PriceUpdate decode(byte[] payload) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
            Object value = in.readObject();
            if (!(value instanceof PriceUpdate)) {
                throw new IOException("unexpected payload type " + value.getClass().getName());
            }
            return (PriceUpdate) value;
        } catch (ClassNotFoundException e) {
            throw new IOException("unknown class in price update", e);
        }
    }
}

@Repository
class PriceRepository {
    private final JdbcTemplate jdbc;

    PriceRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    void upsert(PriceUpdate update) {
        jdbc.update("INSERT INTO prices (sku, amount, currency, effective_from) VALUES (?, ?, ?, ?)"
                        + " ON CONFLICT (sku) DO UPDATE SET amount = EXCLUDED.amount, currency = EXCLUDED.currency,"
                        + " effective_from = EXCLUDED.effective_from",
                update.sku, update.price, update.currency, java.sql.Timestamp.from(update.effectiveFrom));
    }
}
