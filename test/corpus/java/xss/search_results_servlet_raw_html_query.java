// corpus: CWE-79 vulnerable — the `q` parameter is stored on a page model and written back into the HTML heading and the search box value without any escaping.
package com.acme.kb.search;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

final class SearchPage {
    final String query;
    final List<String> titles;

    SearchPage(String query, List<String> titles) {
        this.query = query;
        this.titles = titles;
    }
}

final class ArticleIndex {
    private static final List<String> ARTICLES = List.of(
            "Resetting your password", "Exporting invoices", "Configuring single sign-on");

    List<String> find(String query) {
        String needle = query.toLowerCase();
        return ARTICLES.stream().filter(t -> t.toLowerCase().contains(needle)).toList();
    }
}

@WebServlet("/kb/search")
public class KnowledgeBaseSearchServlet extends HttpServlet {
    private final ArticleIndex index = new ArticleIndex();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String q = req.getParameter("q");
        if (q == null) {
            q = "";
        }
        SearchPage page = new SearchPage(q, index.find(q));
        resp.setContentType("text/html;charset=UTF-8");
        render(page, resp.getWriter());
    }

    private void render(SearchPage page, PrintWriter out) {
        out.println("<!doctype html><html><body>");
        out.println("<form action=\"/kb/search\"><input name=\"q\" value=\"" + page.query + "\"></form>");
        out.println("<h1>Results for " + page.query + "</h1><ul>");
        for (String title : page.titles) {
            out.println("<li>" + title + "</li>");
        }
        out.println("</ul></body></html>");
    }
}
