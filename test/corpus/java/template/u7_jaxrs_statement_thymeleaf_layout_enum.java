// corpus: CWE-1336 safe — the template name is built from an enum constant selected by the layout parameter and loaded from the classpath; customer data is passed only as context variables.
package com.acme.banking.statements;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.YearMonth;
import java.util.List;
import java.util.Locale;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;

enum StatementLayout {
    COMPACT("compact"),
    DETAILED("detailed"),
    PRINT("print");

    final String templateName;

    StatementLayout(String templateName) {
        this.templateName = templateName;
    }

    static StatementLayout fromParam(String value) {
        if (value == null) {
            return DETAILED;
        }
        try {
            return valueOf(value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return DETAILED;
        }
    }
}

record StatementLine(String date, String description, String amount) {}

@Singleton
class StatementRenderer {
    private final TemplateEngine engine = new TemplateEngine();

    StatementRenderer() {
        ClassLoaderTemplateResolver resolver = new ClassLoaderTemplateResolver();
        resolver.setPrefix("templates/statements/");
        resolver.setSuffix(".html");
        resolver.setTemplateMode(TemplateMode.HTML);
        engine.setTemplateResolver(resolver);
    }

    String render(StatementLayout layout, String holder, YearMonth period, List<StatementLine> lines) {
        Context ctx = new Context(Locale.UK);
        ctx.setVariable("holder", holder);
        ctx.setVariable("period", period.toString());
        ctx.setVariable("lines", lines);
        return engine.process(layout.templateName, ctx);
    }
}

@Path("/accounts/{accountId}/statements")
class StatementResource {
    private final StatementRenderer renderer;
    private final StatementLedger ledger;

    @Inject
    StatementResource(StatementRenderer renderer, StatementLedger ledger) {
        this.renderer = renderer;
        this.ledger = ledger;
    }

    @GET
    @Path("/{period}")
    @Produces(MediaType.TEXT_HTML)
    public Response statement(@PathParam("accountId") long accountId,
                              @PathParam("period") String period,
                              @QueryParam("layout") String layout) {
        YearMonth month = YearMonth.parse(period);
        String html = renderer.render(StatementLayout.fromParam(layout), ledger.holderName(accountId),
                month, ledger.lines(accountId, month));
        return Response.ok(html).build();
    }
}

interface StatementLedger {
    String holderName(long accountId);

    List<StatementLine> lines(long accountId, YearMonth month);
}
