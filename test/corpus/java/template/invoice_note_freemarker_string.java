// corpus: CWE-1336 vulnerable — the request body becomes the source of a FreeMarker Template built from a StringReader.
package com.acme.billing;

import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InvoiceFooterController {
    private final Configuration cfg = new Configuration(Configuration.VERSION_2_3_32);

    @PostMapping("/invoices/footer/preview-length")
    public int previewLength(@RequestBody String footerSource) throws IOException, TemplateException {
        Template footer = new Template("footer", new StringReader(footerSource), cfg);
        StringWriter out = new StringWriter();
        footer.process(Map.of("company", "Acme Ltd", "vatId", "GB123456789"), out);
        return out.toString().length();
    }
}
