// corpus: CWE-601 safe — the next parameter is resolved against the site's own base URI and used only when the resulting scheme and host equal the site's; otherwise the user goes to /account.
package com.acme.portal.auth;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.net.URI;

final class SafeRedirects {
    private static final URI SITE = URI.create("https://portal.acme-insurance.example/");
    private static final String FALLBACK = "/account";

    private SafeRedirects() {}

    static String target(String next) {
        if (next == null || next.isBlank()) {
            return FALLBACK;
        }
        try {
            URI resolved = SITE.resolve(next.trim());
            if (SITE.getScheme().equals(resolved.getScheme()) && SITE.getHost().equalsIgnoreCase(resolved.getHost())
                    && resolved.getPort() == -1 && resolved.getRawUserInfo() == null) {
                return resolved.toString();
            }
        } catch (IllegalArgumentException ignored) {
            // malformed input falls through to the default page
        }
        return FALLBACK;
    }
}

@WebServlet("/login")
class LoginServlet extends HttpServlet {
    private CredentialChecker credentials;

    @Override
    public void init() {
        credentials = (CredentialChecker) getServletContext().getAttribute(CredentialChecker.class.getName());
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String user = req.getParameter("username");
        String password = req.getParameter("password");
        if (!credentials.matches(user, password)) {
            resp.sendRedirect(req.getContextPath() + "/login?error=1");
            return;
        }
        req.changeSessionId();
        HttpSession session = req.getSession();
        session.setAttribute("principal", credentials.principalFor(user));
        resp.sendRedirect(SafeRedirects.target(req.getParameter("next")));
    }
}

interface CredentialChecker {
    boolean matches(String user, String password);

    String principalFor(String user);
}
