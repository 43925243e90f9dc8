// corpus: CWE-327 safe — the constant condition is always true, so the DES default is replaced by AES/GCM/NoPadding before use.
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ExportSealServlet extends HttpServlet {
    private SecretKey exportKey;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        byte[] payload = request.getInputStream().readAllBytes();
        String transformation = "DES/ECB/PKCS5Padding";
        int year = 2024;
        if (year - 2000 > 10) {
            transformation = "AES/GCM/NoPadding";
        }
        try {
            byte[] iv = new byte[12];
            new SecureRandom().nextBytes(iv);
            Cipher cipher = Cipher.getInstance(transformation);
            cipher.init(Cipher.ENCRYPT_MODE, exportKey, new GCMParameterSpec(128, iv));
            response.getOutputStream().write(iv);
            response.getOutputStream().write(cipher.doFinal(payload));
        } catch (GeneralSecurityException e) {
            response.sendError(500);
        }
    }
}
