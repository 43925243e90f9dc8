// corpus: CWE-943 safe — the name is compared with Filters.eq, so it is always treated as a plain string value.
package com.acme.accounts;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import org.bson.Document;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class MemberController {
    private final MongoCollection<Document> members;

    public MemberController(MongoCollection<Document> members) {
        this.members = members;
    }

    @GetMapping("/members/{name}/exists")
    public boolean exists(@PathVariable("name") String name) {
        return members.countDocuments(Filters.eq("name", name)) > 0;
    }
}
