// corpus: CWE-327 vulnerable — the cipher transformation is read from Properties with a DESede/ECB default and used on the submitted note.
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.Properties;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SecureNoteServlet extends HttpServlet {
    private final Properties config = new Properties();
    private SecretKey noteKey;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        byte[] note = request.getInputStream().readAllBytes();
        String transformation = config.getProperty("notes.cipher", "DESede/ECB/PKCS5Padding");
        try {
            Cipher cipher = Cipher.getInstance(transformation);
            cipher.init(Cipher.ENCRYPT_MODE, noteKey);
            byte[] sealed = cipher.doFinal(note);
            response.setContentType("application/octet-stream");
            response.getOutputStream().write(sealed);
        } catch (GeneralSecurityException e) {
            response.sendError(500);
        }
    }
}
