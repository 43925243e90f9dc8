// corpus: CWE-327 safe — the tax id is encrypted with AES/GCM/NoPadding using a fresh random 12-byte IV.
package com.acme.payroll;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class EmployeeTaxServlet extends HttpServlet {
    private static final SecureRandom RANDOM = new SecureRandom();

    interface Vault {
        SecretKey payrollKey();
        void store(String employee, byte[] iv, byte[] sealed);
    }

    private Vault vault;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String taxId = request.getParameter("taxId");
        try {
            byte[] iv = new byte[12];
            RANDOM.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, vault.payrollKey(), new GCMParameterSpec(128, iv));
            vault.store(request.getParameter("employee"), iv, cipher.doFinal(taxId.getBytes(StandardCharsets.UTF_8)));
            response.setStatus(204);
        } catch (GeneralSecurityException e) {
            response.sendError(500);
        }
    }
}
