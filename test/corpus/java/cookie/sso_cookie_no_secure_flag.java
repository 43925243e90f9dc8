// corpus: CWE-614 vulnerable — the single sign-on cookie is added without ever calling setSecure(true).
package com.acme.sso;

import java.util.UUID;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class SsoHandoffController {
    interface Handoff {
        boolean accept(String ticket);
    }

    private final Handoff handoff;

    public SsoHandoffController(Handoff handoff) {
        this.handoff = handoff;
    }

    @PostMapping("/sso/handoff")
    public String handoff(@RequestParam("ticket") String ticket, HttpServletResponse response) {
        if (!handoff.accept(ticket)) {
            return "redirect:/login";
        }
        Cookie sso = new Cookie("ACME_SSO", UUID.randomUUID().toString());
        sso.setPath("/");
        sso.setHttpOnly(true);
        response.addCookie(sso);
        return "redirect:/apps";
    }
}
