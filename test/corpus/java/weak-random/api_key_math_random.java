// corpus: CWE-330 vulnerable — new API keys are assembled from Math.random digits, which are predictable.
package com.acme.developer;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ApiKeyController {
    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

    interface KeyRegistry {
        void register(String app, String key);
    }

    private final KeyRegistry registry;

    public ApiKeyController(KeyRegistry registry) {
        this.registry = registry;
    }

    @PostMapping("/apps/keys")
    public String issue(@RequestParam("app") String app) {
        StringBuilder key = new StringBuilder("ak_");
        for (int i = 0; i < 32; i++) {
            key.append(ALPHABET.charAt((int) (Math.random() * ALPHABET.length())));
        }
        registry.register(app, key.toString());
        return key.toString();
    }
}
