// corpus: CWE-330 safe — the password reset code is drawn from SecureRandom.
package com.acme.auth;

import java.io.IOException;
import java.security.SecureRandom;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ResetPinServlet extends HttpServlet {
    private final SecureRandom random = new SecureRandom();

    interface ResetStore {
        void saveCode(String email, String code);
    }

    private ResetStore store;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String email = request.getParameter("email");
        String code = String.format("%08d", random.nextInt(100_000_000));
        store.saveCode(email, code);
        response.setStatus(202);
    }
}
