// corpus: CWE-601 vulnerable — after logout the servlet redirects to whatever absolute URL the `next` parameter carries, so a link can bounce users to an attacker's site.
package com.acme.portal.auth;

import java.io.IOException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

final class PostLogoutTarget {
    private static final String DEFAULT_TARGET = "/login?bye";

    private PostLogoutTarget() {}

    static String choose(String requested) {
        if (requested == null || requested.isBlank()) {
            return DEFAULT_TARGET;
        }
        return requested.trim();
    }
}

@WebServlet("/logout")
public class LogoutServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        Cookie remember = new Cookie("remember_me", "");
        remember.setMaxAge(0);
        remember.setPath("/");
        remember.setSecure(true);
        remember.setHttpOnly(true);
        resp.addCookie(remember);

        String target = PostLogoutTarget.choose(req.getParameter("next"));
        resp.sendRedirect(target);
    }
}
