// corpus: CWE-330 vulnerable — the password reset code mailed to the requested address is produced by java.util.Random.
package com.acme.auth;

import java.io.IOException;
import java.util.Random;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ResetCodeServlet extends HttpServlet {
    private final Random random = new Random();

    interface ResetStore {
        void saveCode(String email, String code);
    }

    private ResetStore store;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String email = request.getParameter("email");
        String code = String.format("%06d", random.nextInt(1_000_000));
        store.saveCode(email, code);
        response.setStatus(202);
    }
}
