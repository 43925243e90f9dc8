// corpus: CWE-502 vulnerable — the RabbitMQ message body is fed to a plain ObjectInputStream with no class filter, so any producer on the exchange can send a gadget chain that runs on readObject.
package com.acme.analytics.replay;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.time.Instant;
import java.util.List;
import org.springframework.amqp.core.Message;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;

class ReplayEvent implements Serializable {
    private static final long serialVersionUID = 3L;
    String sessionId;
    String page;
    Instant at;
}

class ReplayBatch implements Serializable {
    private static final long serialVersionUID = 1L;
    String site;
    List<ReplayEvent> events;
}

@Component
class ReplayCodec {
    ReplayBatch decode(byte[] body) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(body))) {
            return (ReplayBatch) in.readObject();
        }
    }
}

@Service
class ReplayIngestListener {
    private final ReplayCodec codec;
    private final ReplayStore store;

    ReplayIngestListener(ReplayCodec codec, ReplayStore store) {
        this.codec = codec;
        this.store = store;
    }

    @RabbitListener(queues = "session-replay.ingest")
    void onBatch(Message message) throws IOException, ClassNotFoundException {
        ReplayBatch batch = codec.decode(message.getBody());
        store.append(batch.site, batch.events);
    }
}

interface ReplayStore {
    void append(String site, List<ReplayEvent> events);
}
