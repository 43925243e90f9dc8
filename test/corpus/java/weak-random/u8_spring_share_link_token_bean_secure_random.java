// corpus: CWE-330 safe — the share-link service depends on a java.util.Random, but the only bean of that type is a SecureRandom from the configuration class, so link tokens come from a cryptographically strong generator.
package com.acme.docs.sharing;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Random;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@Configuration
class TokenConfig {
    @Bean
    Random tokenRandom() {
        return new SecureRandom();
    }
}

record ShareLink(String token, Instant expiresAt) {}

@Service
class ShareLinkService {
    private static final Duration LIFETIME = Duration.ofDays(7);

    private final Random tokenRandom;

    ShareLinkService(Random tokenRandom) {
        this.tokenRandom = tokenRandom;
    }

    ShareLink create(long documentId) {
        byte[] token = new byte[24];
        tokenRandom.nextBytes(token);
        return new ShareLink(Base64.getUrlEncoder().withoutPadding().encodeToString(token), Instant.now().plus(LIFETIME));
    }
}

@RestController
class ShareLinkController {
    private final ShareLinkService links;

    ShareLinkController(ShareLinkService links) {
        this.links = links;
    }

    @PostMapping("/api/documents/{id}/share-links")
    ResponseEntity<ShareLink> share(@PathVariable long id) {
        return ResponseEntity.ok(links.create(id));
    }
}
