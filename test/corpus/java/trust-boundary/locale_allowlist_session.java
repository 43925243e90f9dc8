// corpus: CWE-501 safe — the locale is stored in the session only after it matches an entry of a fixed allow-list.
package com.acme.i18n;

import java.util.Set;
import javax.servlet.http.HttpSession;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class LocaleController {
    private static final Set<String> SUPPORTED = Set.of("en", "de", "fr", "es", "ja");

    @GetMapping("/locale")
    public String change(@RequestParam("lang") String lang, HttpSession session) {
        if (SUPPORTED.contains(lang)) {
            session.setAttribute("locale", lang);
        }
        return "redirect:/";
    }
}
