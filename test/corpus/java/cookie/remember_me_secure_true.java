// corpus: CWE-614 safe — the remember-me cookie is marked setSecure(true) and HttpOnly before it is added.
package com.acme.auth;

import java.io.IOException;
import java.util.UUID;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PersistentLoginServlet extends HttpServlet {
    interface TokenStore {
        void remember(String token, Object user);
    }

    private TokenStore tokens;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if ("on".equals(request.getParameter("remember"))) {
            String token = UUID.randomUUID().toString();
            tokens.remember(token, request.getSession().getAttribute("user"));
            Cookie cookie = new Cookie("remember_me", token);
            cookie.setHttpOnly(true);
            cookie.setSecure(true);
            cookie.setMaxAge(60 * 60 * 24 * 30);
            response.addCookie(cookie);
        }
        response.sendRedirect("/home");
    }
}
