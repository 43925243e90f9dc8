// corpus: CWE-943 safe — the $where JavaScript is a constant; the region parameter is matched separately with Filters.eq.
package com.acme.sessions;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class StaleSessionController {
    private static final String STALE_JS = "this.lastSeen < this.expiresAt - 3600000";
    private final MongoCollection<Document> sessions;

    public StaleSessionController(MongoCollection<Document> sessions) {
        this.sessions = sessions;
    }

    @GetMapping("/sessions/stale")
    public long stale(@RequestParam String region) {
        Bson filter = Filters.and(Filters.where(STALE_JS), Filters.eq("region", region));
        return sessions.countDocuments(filter);
    }
}
