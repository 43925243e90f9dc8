// corpus: CWE-614 safe — setSecure receives a static final boolean that is true, so the sign-on cookie is HTTPS-only.
package com.acme.sso;

import java.util.UUID;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class SignOnController {
    private static final boolean HTTPS_ONLY = true;

    interface Handoff {
        boolean accept(String ticket);
    }

    private final Handoff handoff;

    public SignOnController(Handoff handoff) {
        this.handoff = handoff;
    }

    @PostMapping("/signon")
    public String signOn(@RequestParam("ticket") String ticket, HttpServletResponse response) {
        if (!handoff.accept(ticket)) {
            return "redirect:/login";
        }
        Cookie sso = new Cookie("ACME_SSO", UUID.randomUUID().toString());
        sso.setPath("/");
        sso.setHttpOnly(true);
        sso.setSecure(HTTPS_ONLY);
        response.addCookie(sso);
        return "redirect:/apps";
    }
}
