// corpus: CWE-79 vulnerable — a formatting helper only trims and wraps the comment, then println sends it as HTML.
package com.acme.blog;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CommentPreviewServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String body = request.getParameter("comment");
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().println(renderParagraph(body));
    }

    private String renderParagraph(String text) {
        String trimmed = text == null ? "" : text.strip();
        return "<p class=\"comment\">" + trimmed + "</p>";
    }
}
