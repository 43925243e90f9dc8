// corpus: CWE-614 vulnerable — the remember-me cookie carrying a login token is explicitly marked setSecure(false), so it also travels over plain HTTP.
package com.acme.auth;

import java.io.IOException;
import java.util.UUID;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RememberMeServlet extends HttpServlet {
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
            cookie.setSecure(false);
            cookie.setMaxAge(60 * 60 * 24 * 30);
            response.addCookie(cookie);
        }
        response.sendRedirect("/home");
    }
}
