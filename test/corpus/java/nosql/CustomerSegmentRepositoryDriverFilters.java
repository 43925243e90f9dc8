// corpus: CWE-943 safe — request values reach MongoDB only as typed values in Filters.eq/gte, and Document.parse is applied to a constant projection.
package com.acme.marketing.audiences;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record AudienceFilter(String country, double minSpend, String tag) {}

@RestController
class AudienceController {
    private final AudienceService audiences;

    AudienceController(AudienceService audiences) {
        this.audiences = audiences;
    }

    @GetMapping("/marketing/audiences")
    public List<Document> find(@RequestParam String country,
                               @RequestParam(defaultValue = "0") double minSpend,
                               @RequestParam(required = false) String tag) {
        return audiences.find(new AudienceFilter(country, minSpend, tag));
    }
}

@Service
class AudienceService {
    private final AudienceRepository repository;

    AudienceService(AudienceRepository repository) {
        this.repository = repository;
    }

    List<Document> find(AudienceFilter filter) {
        return repository.search(filter, 200);
    }
}

@Repository
class AudienceRepository {
    private static final Document PROJECTION = Document.parse("{ _id: 0, email: 1, country: 1, lifetimeSpend: 1 }");
    private final MongoCollection<Document> profiles;

    AudienceRepository(MongoDatabase database) {
        this.profiles = database.getCollection("customer_profiles");
    }

    List<Document> search(AudienceFilter filter, int limit) {
        List<Bson> clauses = new ArrayList<>();
        clauses.add(Filters.eq("country", filter.country()));
        clauses.add(Filters.gte("lifetimeSpend", filter.minSpend()));
        if (filter.tag() != null && !filter.tag().isBlank()) {
            clauses.add(Filters.eq("tags", filter.tag()));
        }
        return profiles.find(Filters.and(clauses))
                .projection(PROJECTION)
                .sort(Sorts.descending("lifetimeSpend"))
                .limit(limit)
                .into(new ArrayList<>());
    }
}
