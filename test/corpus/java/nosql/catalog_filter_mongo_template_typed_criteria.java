// corpus: CWE-943 safe — the JSON filter is bound to a record of Strings and an int, and each value is handed to MongoTemplate Criteria as a literal, so no operator object can be injected.
package com.acme.shop.catalog;

import java.math.BigDecimal;
import java.util.List;
import org.springframework.data.annotation.Id;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@Document("products")
class Product {
    @Id
    String id;
    String brand;
    String category;
    BigDecimal price;
    int stock;
}

record ProductFilter(String brand, String category, int minStock) {}

@RestController
class CatalogFilterController {
    private final CatalogQueryService catalog;

    CatalogFilterController(CatalogQueryService catalog) {
        this.catalog = catalog;
    }

    @PostMapping("/api/catalog/filter")
    List<Product> filter(@RequestBody ProductFilter filter) {
        return catalog.find(filter);
    }
}

@Service
class CatalogQueryService {
    private final MongoTemplate mongo;

    CatalogQueryService(MongoTemplate mongo) {
        this.mongo = mongo;
    }

    List<Product> find(ProductFilter filter) {
        Criteria criteria = Criteria.where("stock").gte(Math.max(0, filter.minStock()));
        if (filter.brand() != null && !filter.brand().isBlank()) {
            criteria = criteria.and("brand").is(filter.brand());
        }
        if (filter.category() != null) {
            criteria = criteria.and("category").is(filter.category());
        }
        Query query = Query.query(criteria).with(Sort.by("price")).limit(200);
        return mongo.find(query, Product.class);
    }
}
