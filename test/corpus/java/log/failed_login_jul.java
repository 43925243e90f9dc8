// corpus: CWE-117 vulnerable — the submitted username is concatenated into a java.util.logging message, so CR/LF can forge log lines.
package com.acme.auth;

import java.io.IOException;
import java.util.logging.Logger;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AccountLookupServlet extends HttpServlet {
    private static final Logger LOG = Logger.getLogger(AccountLookupServlet.class.getName());

    interface AccountDirectory {
        boolean exists(String username);
    }

    private AccountDirectory directory;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String username = request.getParameter("username");
        if (!directory.exists(username)) {
            LOG.warning("Lookup for unknown user " + username);
            response.sendError(404);
            return;
        }
        response.setStatus(204);
    }
}
