// corpus: CWE-330 safe — API keys are 32 bytes from SecureRandom, Base64url-encoded.
package com.acme.developer;

import java.security.SecureRandom;
import java.util.Base64;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ClientCredentialController {
    private static final SecureRandom RNG = new SecureRandom();

    interface KeyRegistry {
        void register(String app, String key);
    }

    private final KeyRegistry registry;

    public ClientCredentialController(KeyRegistry registry) {
        this.registry = registry;
    }

    @PostMapping("/clients/credentials")
    public String issue(@RequestParam("client") String client) {
        byte[] secret = new byte[32];
        RNG.nextBytes(secret);
        String key = "ck_" + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        registry.register(client, key);
        return key;
    }
}
