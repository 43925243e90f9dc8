// corpus: CWE-79 vulnerable — the gift card renderer escapes the recipient name but interpolates the gift message request parameter into the HTML response unescaped.
package com.acme.shop.checkout;

import java.math.BigDecimal;
import java.text.NumberFormat;
import java.util.Locale;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

record GiftCard(String recipient, String message, BigDecimal amount) {}

@Component
class GiftCardRenderer {
    private static final String CARD = """
            <div class="gift-card">
              <h2>For %s</h2>
              <p class="amount">%s</p>
              <blockquote class="message">%s</blockquote>
            </div>
            """;

    String render(GiftCard card) {
        String amount = NumberFormat.getCurrencyInstance(Locale.US).format(card.amount());
        return CARD.formatted(HtmlUtils.htmlEscape(card.recipient()), amount, formatMessage(card.message()));
    }

    private String formatMessage(String message) {
        if (message == null || message.isBlank()) {
            return "<em>No message</em>";
        }
        return message.strip().replace("\n", "<br>");
    }
}

@RestController
class GiftCardPreviewController {
    private static final BigDecimal MAX_AMOUNT = new BigDecimal("500");

    private final GiftCardRenderer renderer;

    GiftCardPreviewController(GiftCardRenderer renderer) {
        this.renderer = renderer;
    }

    @GetMapping(value = "/checkout/gift-card/preview", produces = MediaType.TEXT_HTML_VALUE)
    String preview(@RequestParam String recipient,
                   @RequestParam(required = false) String message,
                   @RequestParam(defaultValue = "25") BigDecimal amount) {
        BigDecimal capped = amount.min(MAX_AMOUNT).max(BigDecimal.ONE);
        return "<!doctype html><html><body>"
                + renderer.render(new GiftCard(recipient, message, capped))
                + "</body></html>";
    }
}
