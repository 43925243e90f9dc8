// corpus: CWE-327 vulnerable — the submitted tax id is encrypted with single DES, a broken 56-bit cipher.
package com.acme.payroll;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TaxIdServlet extends HttpServlet {
    interface Vault {
        SecretKey payrollKey();
        void store(String employee, byte[] iv, byte[] sealed);
    }

    private Vault vault;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String taxId = request.getParameter("taxId");
        try {
            byte[] iv = new byte[8];
            new SecureRandom().nextBytes(iv);
            Cipher cipher = Cipher.getInstance("DES/CBC/PKCS5Padding");
            cipher.init(Cipher.ENCRYPT_MODE, vault.payrollKey(), new IvParameterSpec(iv));
            vault.store(request.getParameter("employee"), iv, cipher.doFinal(taxId.getBytes(StandardCharsets.UTF_8)));
            response.setStatus(204);
        } catch (GeneralSecurityException e) {
            response.sendError(500);
        }
    }
}
