// corpus: CWE-79 vulnerable — the name parameter is printed into the HTML page without encoding.
package com.acme.portal;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class WelcomeServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().print("<html><body><h1>Welcome back, " + name + "!</h1></body></html>");
    }
}
