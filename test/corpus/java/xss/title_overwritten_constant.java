// corpus: CWE-79 safe — the title parameter is replaced by a literal before it is written to the page.
package com.acme.docs;

import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DocsIndexServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String title = request.getParameter("title");
        if (title != null) {
            title = "Documentation";
        } else {
            title = "Docs";
        }
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.write("<title>" + title + "</title>");
    }
}
