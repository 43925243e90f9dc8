// corpus: CWE-1336 safe — the template is loaded from a fixed classpath file; the user's name is only model data.
package com.acme.onboarding;

import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import java.io.IOException;
import java.io.StringWriter;
import java.util.HashMap;
import java.util.Map;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WelcomeMailController {
    private final Configuration freemarker;

    public WelcomeMailController(Configuration freemarker) {
        this.freemarker = freemarker;
    }

    @PostMapping("/onboarding/welcome-mail")
    public int queue(@RequestParam("displayName") String displayName) throws IOException, TemplateException {
        Template template = freemarker.getTemplate("mail/welcome.ftlh");
        Map<String, Object> model = new HashMap<>();
        model.put("displayName", displayName);
        StringWriter body = new StringWriter();
        template.process(model, body);
        return body.getBuffer().length();
    }
}
