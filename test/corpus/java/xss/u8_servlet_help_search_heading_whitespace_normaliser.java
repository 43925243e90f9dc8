// corpus: CWE-79 vulnerable — the search phrase is only whitespace-collapsed and shortened by a helper before it is written into the HTML results heading, so markup in the query reaches the page unescaped.
package com.acme.support.help;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.regex.Pattern;

final class SearchText {
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private SearchText() {}

    static String normalise(String raw) {
        if (raw == null) {
            return "";
        }
        String collapsed = SPACES.matcher(raw.strip()).replaceAll(" ");
        return collapsed.length() > 120 ? collapsed.substring(0, 120) : collapsed;
    }
}

interface HelpArticleIndex {
    List<String> titlesMatching(String phrase, int limit);
}

@WebServlet("/help/search")
class HelpSearchServlet extends HttpServlet {
    private HelpArticleIndex index;

    @Override
    public void init() {
        index = (HelpArticleIndex) getServletContext().getAttribute(HelpArticleIndex.class.getName());
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String phrase = SearchText.normalise(req.getParameter("q"));
        List<String> titles = index.titlesMatching(phrase, 20);
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<!doctype html><html><body>");
        out.println("<h1>Results for \"" + phrase + "\"</h1>");
        out.println("<p>" + titles.size() + " articles found</p>");
        out.println("</body></html>");
    }
}
