// corpus: CWE-943 vulnerable — the condition request parameter is passed to Filters.where and run as server-side JavaScript.
package com.acme.marketplace;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import org.bson.Document;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ListingSearchController {
    private final MongoCollection<Document> listings;

    public ListingSearchController(MongoCollection<Document> listings) {
        this.listings = listings;
    }

    @GetMapping("/listings/count")
    public long count(@RequestParam("condition") String condition) {
        String js = "this.active && (" + condition + ")";
        return listings.countDocuments(Filters.where(js));
    }
}
