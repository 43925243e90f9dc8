// corpus: CWE-327 safe — the map also lists a legacy DES entry, but the cipher is created from the "current" entry, AES/GCM/NoPadding.
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class MessageSealServlet extends HttpServlet {
    private SecretKey messageKey;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String> transformations = new HashMap<>();
        transformations.put("legacy", "DES/ECB/PKCS5Padding");
        transformations.put("current", "AES/GCM/NoPadding");
        byte[] message = request.getParameter("message").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        try {
            byte[] iv = new byte[12];
            new SecureRandom().nextBytes(iv);
            Cipher cipher = Cipher.getInstance(transformations.get("current"));
            cipher.init(Cipher.ENCRYPT_MODE, messageKey, new GCMParameterSpec(128, iv));
            byte[] sealed = cipher.doFinal(message);
            response.getWriter().print(sealed.length + iv.length);
        } catch (GeneralSecurityException e) {
            response.sendError(500);
        }
    }
}
