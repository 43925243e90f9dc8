// corpus: CWE-501 vulnerable — the username request parameter is stored unvalidated in the session, where later code treats it as trusted.
package com.acme.portal;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class RememberUserServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String username = request.getParameter("username");
        HttpSession session = request.getSession(true);
        session.setAttribute("authenticatedUser", username);
        response.sendRedirect("/dashboard");
    }
}
