// corpus: CWE-79 vulnerable — the e-mail request parameter is written into HTML with PrintWriter.format inside a Spring handler.
package com.acme.newsletter;

import java.io.IOException;
import javax.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class UnsubscribeController {
    @GetMapping("/unsubscribe")
    public void unsubscribe(@RequestParam("email") String email, HttpServletResponse response) throws IOException {
        response.setContentType("text/html");
        response.getWriter().format("<p>%s has been removed from the mailing list.</p>", email);
    }
}
