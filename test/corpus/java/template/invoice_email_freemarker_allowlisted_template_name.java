// corpus: CWE-1336 safe — the requested email kind only selects one of the application's own FreeMarker template files through a fixed map, and the customer's text is supplied as model data, never as template source.
package com.acme.billing.mail;

import freemarker.core.HTMLOutputFormat;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import java.io.IOException;
import java.io.StringWriter;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record EmailPreviewRequest(String kind, String customerName, String note) {}

@RestController
class EmailPreviewController {
    private final EmailTemplates templates;

    EmailPreviewController(EmailTemplates templates) {
        this.templates = templates;
    }

    @PostMapping(value = "/api/billing/emails/preview", produces = MediaType.TEXT_HTML_VALUE)
    String preview(@RequestBody EmailPreviewRequest request) throws IOException, TemplateException {
        Map<String, Object> model = Map.of(
                "customerName", request.customerName(),
                "note", request.note() == null ? "" : request.note());
        return templates.render(request.kind(), model);
    }
}

@Service
class EmailTemplates {
    private static final Map<String, String> FILES = Map.of(
            "invoice", "invoice-issued.ftlh",
            "reminder", "payment-reminder.ftlh",
            "receipt", "payment-receipt.ftlh");

    private final Configuration freemarker;

    EmailTemplates() {
        freemarker = new Configuration(Configuration.VERSION_2_3_32);
        freemarker.setClassForTemplateLoading(EmailTemplates.class, "/templates/email");
        freemarker.setOutputFormat(HTMLOutputFormat.INSTANCE);
        freemarker.setDefaultEncoding("UTF-8");
    }

    String render(String kind, Map<String, Object> model) throws IOException, TemplateException {
        String file = FILES.get(kind);
        if (file == null) {
            throw new IllegalArgumentException("unknown email kind");
        }
        Template template = freemarker.getTemplate(file);
        StringWriter out = new StringWriter();
        template.process(model, out);
        return out.toString();
    }
}
