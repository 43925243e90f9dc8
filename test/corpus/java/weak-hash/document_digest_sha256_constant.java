// corpus: CWE-328 safe — the digest algorithm is a static final constant naming SHA-256.
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DocumentSignatureServlet extends HttpServlet {
    private static final String DIGEST_ALGORITHM = "SHA-256";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String document = new String(request.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            MessageDigest md = MessageDigest.getInstance(DIGEST_ALGORITHM);
            String digest = Base64.getEncoder().encodeToString(md.digest(document.getBytes(StandardCharsets.UTF_8)));
            response.setContentType("application/json");
            response.getWriter().print("{\"sha256\":\"" + digest + "\"}");
        } catch (NoSuchAlgorithmException e) {
            response.sendError(500);
        }
    }
}
