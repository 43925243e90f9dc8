// corpus: CWE-601 safe — the `returnTo` value is parsed as a URI and only used when it is relative or its scheme is https and its host is in the configured allow-list; otherwise the user lands on the dashboard.
package com.acme.accounts.login;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;
import java.util.Set;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Component
class ReturnUrlPolicy {
    private static final Set<String> ALLOWED_HOSTS = Set.of("app.acme-accounts.com", "billing.acme-accounts.com");

    Optional<URI> accept(String raw) {
        if (raw == null || raw.isBlank()) {
            return Optional.empty();
        }
        URI uri;
        try {
            uri = new URI(raw.trim());
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
        if (uri.getScheme() == null && uri.getHost() == null && uri.getPath() != null
                && uri.getPath().startsWith("/") && !raw.trim().startsWith("//")
                && !raw.contains("\\")) {
            return Optional.of(uri);
        }
        if ("https".equalsIgnoreCase(uri.getScheme()) && uri.getHost() != null
                && ALLOWED_HOSTS.contains(uri.getHost().toLowerCase())) {
            return Optional.of(uri);
        }
        return Optional.empty();
    }
}

@Controller
class LoginController {
    private final ReturnUrlPolicy policy;
    private final CredentialChecker credentials;

    LoginController(ReturnUrlPolicy policy, CredentialChecker credentials) {
        this.policy = policy;
        this.credentials = credentials;
    }

    @PostMapping("/login")
    String login(@RequestParam String username, @RequestParam String password,
                 @RequestParam(value = "returnTo", required = false) String returnTo) {
        if (!credentials.check(username, password)) {
            return "redirect:/login?error";
        }
        return policy.accept(returnTo)
                .map(uri -> "redirect:" + uri.toString())
                .orElse("redirect:/dashboard");
    }
}

interface CredentialChecker {
    boolean check(String username, String password);
}
