// corpus: CWE-1336 vulnerable — the email body posted to the preview endpoint is processed as a Thymeleaf template through a StringTemplateResolver, so its ${...} expressions are evaluated server-side.
package com.acme.marketing.campaigns;

import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.thymeleaf.context.Context;
import org.thymeleaf.spring6.SpringTemplateEngine;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.StringTemplateResolver;

record CampaignPreviewRequest(String subject, String bodyHtml, Map<String, Object> sample) {}

record CampaignPreview(String subject, String html) {}

@Service
class CampaignPreviewService {
    private final SpringTemplateEngine engine;

    CampaignPreviewService() {
        StringTemplateResolver resolver = new StringTemplateResolver();
        resolver.setTemplateMode(TemplateMode.HTML);
        resolver.setCacheable(false);
        engine = new SpringTemplateEngine();
        engine.setTemplateResolver(resolver);
    }

    CampaignPreview render(CampaignPreviewRequest request) {
        Context context = new Context();
        context.setVariable("firstName", "Alex");
        context.setVariable("unsubscribeUrl", "https://mail.acme.example/u/preview");
        if (request.sample() != null) {
            request.sample().forEach(context::setVariable);
        }
        String html = engine.process(request.bodyHtml(), context);
        return new CampaignPreview(request.subject(), html);
    }
}

@RestController
class CampaignPreviewController {
    private final CampaignPreviewService previews;

    CampaignPreviewController(CampaignPreviewService previews) {
        this.previews = previews;
    }

    @PostMapping(value = "/api/campaigns/preview", produces = MediaType.APPLICATION_JSON_VALUE)
    CampaignPreview preview(@RequestBody CampaignPreviewRequest request) {
        return previews.render(request);
    }
}
