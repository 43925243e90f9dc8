// corpus: CWE-601 vulnerable — after sign-in the user is sent to whatever URL the next parameter holds.
package com.acme.auth;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PostLoginServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String next = request.getParameter("next");
        if (next == null || next.isEmpty()) {
            next = "/home";
        }
        response.sendRedirect(next);
    }
}
