// corpus: CWE-943 vulnerable — the login JSON is bound to a Map, so a password value such as {"$ne": ""} is passed as an operator object straight into the MongoDB driver filter.
package com.acme.community.auth;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import java.util.Map;
import java.util.Optional;
import org.bson.Document;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
class MemberLoginController {
    private final MemberStore members;

    MemberLoginController(MemberStore members) {
        this.members = members;
    }

    @PostMapping("/api/members/login")
    ResponseEntity<Map<String, Object>> login(@RequestBody Map<String, Object> credentials) {
        return members.findByCredentials(credentials.get("username"), credentials.get("passwordDigest"))
                .map(m -> ResponseEntity.ok(Map.<String, Object>of("memberId", m.getObjectId("_id").toHexString(),
                        "displayName", m.getString("displayName"))))
                .orElseGet(() -> ResponseEntity.status(401).build());
    }
}

@Component
class MemberStore {
    private final MongoCollection<Document> collection;

    MemberStore(MongoClient client) {
        this.collection = client.getDatabase("community").getCollection("members");
    }

    Optional<Document> findByCredentials(Object username, Object passwordDigest) {
        Document filter = new Document("username", username)
                .append("passwordDigest", passwordDigest)
                .append("active", true);
        return Optional.ofNullable(collection.find(filter).first());
    }
}
