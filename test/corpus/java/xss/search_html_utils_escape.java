// corpus: CWE-79 safe — Spring HtmlUtils.htmlEscape is applied to the query before it is formatted into the page.
package com.acme.search;

import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.util.HtmlUtils;

@Controller
public class QuickSearchController {
    @GetMapping("/quick-search")
    public void search(@RequestParam("q") String query, HttpServletResponse response) throws IOException {
        String escaped = HtmlUtils.htmlEscape(query);
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.printf("<p>No results for <em>%s</em>.</p>", escaped);
    }
}
