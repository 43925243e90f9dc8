// corpus: CWE-79 vulnerable — the search term is HTML-escaped only when results are found; the "no results" branch echoes the raw "q" parameter into the page.
package com.acme.kb.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.text.StringEscapeUtils;

@WebServlet("/kb/search")
public class KnowledgeBaseSearchServlet extends HttpServlet {
    private ArticleIndex index;

    @Override
    public void init() throws ServletException {
        index = (ArticleIndex) getServletContext().getAttribute("articleIndex");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String q = request.getParameter("q");
        if (q == null) {
            q = "";
        }
        List<ArticleHit> hits = index.search(q.trim(), 20);
        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("<!doctype html><html><head><title>Knowledge base</title></head><body>");
        if (hits.isEmpty()) {
            out.println("<p class=\"empty\">No articles matched <b>" + q + "</b>. Try fewer words.</p>");
        } else {
            String safeTerm = StringEscapeUtils.escapeHtml4(q);
            out.println("<h1>Results for " + safeTerm + "</h1><ul>");
            for (ArticleHit hit : hits) {
                out.println("<li><a href=\"/kb/articles/" + hit.id() + "\">"
                        + StringEscapeUtils.escapeHtml4(hit.title()) + "</a></li>");
            }
            out.println("</ul>");
        }
        out.println("</body></html>");
    }
}

interface ArticleIndex {
    List<ArticleHit> search(String terms, int limit);
}

record ArticleHit(long id, String title, double score) {}
