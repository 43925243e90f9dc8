// corpus: CWE-601 vulnerable — the "next" parameter is checked against the trusted hosts only after a fresh token exchange; a request from an already signed-in session is sent to it unchecked with sendRedirect.
package com.acme.sso.web;

import java.io.IOException;
import java.net.URI;
import java.util.Set;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/sso/callback")
public class SsoCallbackServlet extends HttpServlet {
    private static final Set<String> TRUSTED_HOSTS = Set.of("app.acme.example", "admin.acme.example");
    private TokenExchange tokens;

    @Override
    public void init() {
        tokens = (TokenExchange) getServletContext().getAttribute(TokenExchange.class.getName());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String next = request.getParameter("next");
        HttpSession existing = request.getSession(false);
        if (existing != null && existing.getAttribute("principal") != null) {
            // already signed in (e.g. a second tab finished the flow): skip the exchange
            response.sendRedirect(next == null ? "/" : next);
            return;
        }
        String code = request.getParameter("code");
        if (code == null || !tokens.redeem(code, request)) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        if (next == null || !isTrusted(next)) {
            next = "/";
        }
        response.sendRedirect(next);
    }

    private static boolean isTrusted(String url) {
        if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) {
            return true;
        }
        try {
            URI uri = URI.create(url);
            return "https".equals(uri.getScheme()) && TRUSTED_HOSTS.contains(uri.getHost());
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}

interface TokenExchange {
    /** Redeems the authorization code with the identity provider and stores the principal in the session. */
    boolean redeem(String code, HttpServletRequest request);
}
