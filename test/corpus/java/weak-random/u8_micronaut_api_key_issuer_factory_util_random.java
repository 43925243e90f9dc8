// corpus: CWE-330 vulnerable — the Random bean injected into the API-key issuer is produced by a factory as a plain java.util.Random, so the secret half of every issued key comes from a predictable generator.
package com.acme.developer.keys;

import io.micronaut.context.annotation.Factory;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Singleton;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Random;

@Factory
class RandomnessFactory {
    @Singleton
    Random random() {
        return new Random();
    }
}

@Serdeable
record IssuedKey(String keyId, String secret) {}

@Singleton
class ApiKeyIssuer {
    private final Random random;

    ApiKeyIssuer(Random random) {
        this.random = random;
    }

    IssuedKey issue(String project) {
        byte[] id = new byte[6];
        byte[] secret = new byte[32];
        random.nextBytes(id);
        random.nextBytes(secret);
        String keyId = project + "_" + HexFormat.of().formatHex(id);
        return new IssuedKey(keyId, Base64.getUrlEncoder().withoutPadding().encodeToString(secret));
    }
}

@Controller("/projects/{project}/keys")
class ApiKeyController {
    private final ApiKeyIssuer issuer;

    ApiKeyController(ApiKeyIssuer issuer) {
        this.issuer = issuer;
    }

    @Post
    HttpResponse<IssuedKey> create(@PathVariable String project) {
        return HttpResponse.created(issuer.issue(project));
    }
}
