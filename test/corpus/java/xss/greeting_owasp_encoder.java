// corpus: CWE-79 safe — the name is encoded with the OWASP Java Encoder Encode.forHtml before it is printed.
package com.acme.portal;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.encoder.Encode;

public class HelloServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().print("<h1>Hello, " + Encode.forHtml(name) + "</h1>");
    }
}
