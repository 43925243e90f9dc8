// corpus: CWE-328 vulnerable — the sign-up password is hashed with MD5 before it is stored.
package com.acme.accounts;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SignupServlet extends HttpServlet {
    interface UserStore {
        void create(String email, String passwordHash);
    }

    private UserStore users;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String email = request.getParameter("email");
        String password = request.getParameter("password");
        try {
            MessageDigest md = MessageDigest.getInstance("MD5");
            byte[] digest = md.digest(password.getBytes(StandardCharsets.UTF_8));
            users.create(email, HexFormat.of().formatHex(digest));
            response.setStatus(201);
        } catch (NoSuchAlgorithmException e) {
            response.sendError(500);
        }
    }
}
