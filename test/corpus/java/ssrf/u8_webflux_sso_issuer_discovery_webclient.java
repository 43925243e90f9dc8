// corpus: CWE-918 vulnerable — the issuer URL typed into the SSO settings form is kept in a settings object and the server fetches its /.well-known/openid-configuration with WebClient, reaching any host the caller names, internal ones included.
package com.acme.identity.sso;

import java.time.Duration;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

record SsoSettingsForm(String tenant, String issuer, String clientId) {}

record DiscoveryDocument(String issuer, String authorization_endpoint, String token_endpoint, String jwks_uri) {}

class IssuerSettings {
    private final String tenant;
    private final String issuerUrl;

    IssuerSettings(String tenant, String issuerUrl) {
        this.tenant = tenant;
        this.issuerUrl = issuerUrl.endsWith("/") ? issuerUrl.substring(0, issuerUrl.length() - 1) : issuerUrl;
    }

    String tenant() {
        return tenant;
    }

    String discoveryUrl() {
        return issuerUrl + "/.well-known/openid-configuration";
    }
}

@Service
class OidcDiscoveryClient {
    private final WebClient webClient;

    OidcDiscoveryClient(WebClient.Builder builder) {
        this.webClient = builder.build();
    }

    Mono<DiscoveryDocument> discover(IssuerSettings settings) {
        return webClient.get()
                .uri(settings.discoveryUrl())
                .accept(MediaType.APPLICATION_JSON)
                .retrieve()
                .bodyToMono(DiscoveryDocument.class)
                .timeout(Duration.ofSeconds(5));
    }
}

@RestController
@RequestMapping("/admin/sso")
class SsoSettingsController {
    private final OidcDiscoveryClient discovery;

    SsoSettingsController(OidcDiscoveryClient discovery) {
        this.discovery = discovery;
    }

    @PostMapping("/verify")
    Mono<ResponseEntity<DiscoveryDocument>> verify(@RequestBody SsoSettingsForm form) {
        IssuerSettings settings = new IssuerSettings(form.tenant(), form.issuer().trim());
        return discovery.discover(settings)
                .map(ResponseEntity::ok)
                .onErrorResume(e -> Mono.just(ResponseEntity.badRequest().build()));
    }
}
