// corpus: CWE-79 safe — the JAX-RS HTML page writes the search term through Encode.forHtml and Encode.forUriComponent and the page number only after Integer.valueOf.
package com.acme.catalog.web;

import java.util.List;
import javax.inject.Inject;
import javax.ws.rs.DefaultValue;
import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;
import org.owasp.encoder.Encode;

@Path("/catalog")
public class CatalogSearchResource {
    @Inject
    CatalogIndex index;

    @GET
    @Path("/search")
    @Produces(MediaType.TEXT_HTML)
    public String search(@QueryParam("term") @DefaultValue("") String term,
                         @QueryParam("page") @DefaultValue("1") String page) {
        int pageNo = Math.max(1, Integer.valueOf(page));
        List<CatalogItem> items = index.find(term, pageNo);
        StringBuilder html = new StringBuilder("<html><body>");
        html.append("<h1>Results for &quot;").append(Encode.forHtml(term)).append("&quot;</h1><ol>");
        for (CatalogItem item : items) {
            html.append("<li>").append(Encode.forHtml(item.name()))
                .append(" <small>").append(item.priceCents() / 100.0).append("</small></li>");
        }
        html.append("</ol>");
        html.append("<a href=\"/catalog/search?term=").append(Encode.forUriComponent(term))
            .append("&amp;page=").append(pageNo + 1).append("\">Next page</a>");
        html.append("</body></html>");
        return html.toString();
    }
}

record CatalogItem(String sku, String name, long priceCents) {}

interface CatalogIndex {
    List<CatalogItem> find(String term, int page);
}
