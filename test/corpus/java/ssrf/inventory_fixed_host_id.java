// corpus: CWE-918 safe — the request goes to a fixed API host; the client only supplies a numeric item id.
package com.acme.inventory;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ItemProxyController {
    private static final String ITEMS_API = "https://api.example.com/items/";
    private final RestTemplate rest = new RestTemplate();

    @GetMapping("/items/{id}")
    public String item(@PathVariable("id") String id) {
        long itemId = Long.parseLong(id);
        return rest.getForObject(ITEMS_API + itemId, String.class);
    }
}
