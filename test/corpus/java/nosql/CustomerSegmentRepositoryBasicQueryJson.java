// corpus: CWE-943 vulnerable — the country and tag fields of the segment request body are spliced into a JSON string that becomes a MongoTemplate BasicQuery.
package com.acme.marketing.segments;

import java.util.List;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.BasicQuery;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record SegmentFilter(String country, double minSpend, String tag, int limit) {}

record CustomerProfile(String id, String email, String country, double lifetimeSpend, List<String> tags) {}

@RestController
class SegmentPreviewController {
    private final SegmentService segments;

    SegmentPreviewController(SegmentService segments) {
        this.segments = segments;
    }

    @PostMapping("/marketing/segments/preview")
    public List<CustomerProfile> preview(@RequestBody SegmentFilter filter) {
        return segments.preview(filter);
    }
}

@Service
class SegmentService {
    private final CustomerProfileRepository profiles;

    SegmentService(CustomerProfileRepository profiles) {
        this.profiles = profiles;
    }

    List<CustomerProfile> preview(SegmentFilter filter) {
        int limit = filter.limit() <= 0 ? 50 : Math.min(filter.limit(), 500);
        return profiles.matching(filter, limit);
    }
}

@Repository
class CustomerProfileRepository {
    private final MongoTemplate mongo;

    CustomerProfileRepository(MongoTemplate mongo) {
        this.mongo = mongo;
    }

    List<CustomerProfile> matching(SegmentFilter filter, int limit) {
        StringBuilder json = new StringBuilder("{ ");
        json.append("country: '").append(filter.country()).append("', ");
        json.append("lifetimeSpend: { $gte: ").append(filter.minSpend()).append(" }");
        if (filter.tag() != null) {
            json.append(", tags: '").append(filter.tag()).append("'");
        }
        json.append(" }");
        BasicQuery query = new BasicQuery(json.toString());
        query.limit(limit);
        return mongo.find(query, CustomerProfile.class, "customer_profiles");
    }
}
