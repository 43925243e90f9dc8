// corpus: CWE-79 safe — the customer name and note pass through an HTML-escaping helper (StringEscapeUtils.escapeHtml4) before the text/html preview is assembled; the only other request value written is an int.
package com.acme.invoicing.preview;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Produces;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Singleton;
import org.apache.commons.text.StringEscapeUtils;

@Serdeable
record NotePreviewRequest(String customerName, String note, int dueInDays) {}

final class Html {
    private Html() {}

    static String text(String value) {
        return value == null ? "" : StringEscapeUtils.escapeHtml4(value);
    }
}

@Singleton
class InvoicePreviewRenderer {
    String render(NotePreviewRequest request) {
        StringBuilder page = new StringBuilder(512);
        page.append("<section class=\"invoice-preview\">");
        page.append("<h2>Invoice for ").append(Html.text(request.customerName())).append("</h2>");
        page.append("<p class=\"note\">").append(Html.text(request.note()).replace("\n", "<br>")).append("</p>");
        page.append("<p>Due in ").append(request.dueInDays()).append(" days</p>");
        page.append("</section>");
        return page.toString();
    }
}

@Controller("/invoices/preview")
class InvoicePreviewController {
    private final InvoicePreviewRenderer renderer;

    InvoicePreviewController(InvoicePreviewRenderer renderer) {
        this.renderer = renderer;
    }

    @Post
    @Produces(MediaType.TEXT_HTML)
    HttpResponse<String> preview(@Body NotePreviewRequest request) {
        return HttpResponse.ok(renderer.render(request));
    }
}
