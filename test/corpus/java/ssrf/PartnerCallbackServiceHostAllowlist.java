// corpus: CWE-918 safe — the callback URL is parsed with URI.create and only sent when its scheme is https and its exact host is in the partner allow-list.
package com.acme.integrations.partners;

import java.net.URI;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.server.ResponseStatusException;

record CallbackRegistration(String partnerCode, String callbackUrl, String contactEmail) {}

@RestController
class PartnerCallbackController {
    private final PartnerCallbackService callbacks;

    PartnerCallbackController(PartnerCallbackService callbacks) {
        this.callbacks = callbacks;
    }

    @PostMapping("/partners/callbacks/verify")
    public Map<String, Object> verify(@RequestBody CallbackRegistration registration) {
        int status = callbacks.verify(registration);
        return Map.of("partner", registration.partnerCode(), "status", status);
    }
}

@Component
class CallbackUrlPolicy {
    private static final Set<String> ALLOWED_HOSTS = Set.of(
            "hooks.northwind-partners.com",
            "api.contoso-logistics.net",
            "callbacks.initech.io");

    URI check(String raw) {
        URI uri;
        try {
            uri = URI.create(raw);
        } catch (IllegalArgumentException e) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "malformed callback URL");
        }
        String host = uri.getHost();
        if (!"https".equalsIgnoreCase(uri.getScheme())
                || host == null
                || !ALLOWED_HOSTS.contains(host.toLowerCase(Locale.ROOT))
                || (uri.getPort() != -1 && uri.getPort() != 443)) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "callback host is not an approved partner endpoint");
        }
        return uri;
    }
}

@Service
class PartnerCallbackService {
    private final RestTemplate restTemplate;
    private final CallbackUrlPolicy policy;

    PartnerCallbackService(RestTemplate restTemplate, CallbackUrlPolicy policy) {
        this.restTemplate = restTemplate;
        this.policy = policy;
    }

    int verify(CallbackRegistration registration) {
        URI target = policy.check(registration.callbackUrl());
        HttpEntity<Map<String, String>> body = new HttpEntity<>(Map.of("challenge", "verify", "partner", registration.partnerCode()));
        ResponseEntity<Void> response = restTemplate.exchange(target, HttpMethod.POST, body, Void.class);
        return response.getStatusCodeValue();
    }
}
