// corpus: CWE-918 safe — the avatar URL from the request is parsed, required to be https on one of a fixed set of image CDN hosts, and rejected by a throwing helper otherwise, before RestTemplate fetches it.
package com.acme.social.avatars;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Set;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.server.ResponseStatusException;

@Component
class AvatarSourcePolicy {
    private static final Set<String> HOSTS = Set.of(
            "pbs.twimg.com", "avatars.githubusercontent.com", "secure.gravatar.com");

    URI requireAllowed(String raw) {
        URI uri;
        try {
            uri = new URI(raw);
        } catch (URISyntaxException e) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "malformed avatar url");
        }
        String host = uri.getHost();
        if (!"https".equals(uri.getScheme()) || host == null || uri.getPort() != -1
                || uri.getUserInfo() != null || !HOSTS.contains(host.toLowerCase())) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "avatar host not allowed");
        }
        return uri;
    }
}

@Service
class AvatarImporter {
    private final RestTemplate http;
    private final AvatarSourcePolicy policy;

    AvatarImporter(RestTemplate http, AvatarSourcePolicy policy) {
        this.http = http;
        this.policy = policy;
    }

    byte[] fetch(String url) {
        URI source = policy.requireAllowed(url);
        byte[] image = http.getForObject(source, byte[].class);
        if (image == null || image.length > 2_000_000) {
            throw new ResponseStatusException(HttpStatus.UNPROCESSABLE_ENTITY, "avatar too large");
        }
        return image;
    }
}

@RestController
class AvatarImportController {
    private final AvatarImporter importer;

    AvatarImportController(AvatarImporter importer) {
        this.importer = importer;
    }

    @PostMapping("/api/users/{userId}/avatar/import")
    int importAvatar(@PathVariable long userId, @RequestParam("url") String url) {
        return importer.fetch(url).length;
    }
}
