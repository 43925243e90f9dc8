// corpus: CWE-601 safe — the return path is used only if it is one of a fixed set of local pages.
package com.acme.portal;

import java.io.IOException;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SettingsSavedServlet extends HttpServlet {
    private static final Set<String> RETURN_PAGES = Set.of("/settings", "/settings/profile", "/settings/security", "/home");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String back = request.getParameter("back");
        if (back != null && RETURN_PAGES.contains(back)) {
            response.sendRedirect(back);
        } else {
            response.sendRedirect("/settings");
        }
    }
}
