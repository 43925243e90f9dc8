// corpus: CWE-601 safe — the "next" parameter is only a key into a fixed map of internal paths, so "redirect:" always receives one of the configured destinations.
package com.acme.portal.session;

import java.util.Map;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpSession;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Component
class LogoutDestinations {
    private static final String DEFAULT = "/login?logout";
    private static final Map<String, String> DESTINATIONS = Map.of(
            "home", "/",
            "login", "/login?logout",
            "help", "/help/signing-out",
            "store", "/store");

    String resolve(String key) {
        if (key == null) {
            return DEFAULT;
        }
        return DESTINATIONS.getOrDefault(key, DEFAULT);
    }
}

@Controller
class LogoutController {
    private final LogoutDestinations destinations;

    LogoutController(LogoutDestinations destinations) {
        this.destinations = destinations;
    }

    @PostMapping("/logout")
    public String logout(@RequestParam(name = "next", required = false) String next, HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        String target = destinations.resolve(next);
        return "redirect:" + target;
    }

    @GetMapping("/logout/confirm")
    public String confirm(@RequestParam(name = "next", required = false) String next) {
        String target = destinations.resolve(next);
        String separator = target.contains("?") ? "&" : "?";
        return "redirect:" + target + separator + "confirmed=1";
    }
}
