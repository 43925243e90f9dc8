// corpus: CWE-501 vulnerable — the tenant picked in the switcher form goes from the request parameter through a session helper into the "activeTenant" attribute that later authorisation checks trust, without checking that the user belongs to that tenant.
package com.acme.saas.tenancy;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;

final class TenantContext {
    static final String ACTIVE_TENANT = "activeTenant";

    private TenantContext() {}

    static void activate(HttpSession session, String tenant) {
        session.setAttribute(ACTIVE_TENANT, tenant);
    }

    static String active(HttpSession session) {
        return (String) session.getAttribute(ACTIVE_TENANT);
    }
}

@WebServlet("/account/switch-tenant")
class TenantSwitchServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String tenant = req.getParameter("tenant");
        if (tenant == null || tenant.isBlank()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "tenant is required");
            return;
        }
        HttpSession session = req.getSession(false);
        if (session == null || req.getUserPrincipal() == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        TenantContext.activate(session, tenant.trim());
        resp.sendRedirect(req.getContextPath() + "/dashboard");
    }
}
