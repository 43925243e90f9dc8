// corpus: CWE-328 safe — the uploaded document is checked against its declared checksum with SHA-256.
import java.io.IOException;
import java.io.InputStream;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ContractUploadServlet extends HttpServlet {
    @Override
    protected void doPut(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String declared = request.getHeader("X-Content-SHA256");
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            try (InputStream in = new DigestInputStream(request.getInputStream(), digest)) {
                in.transferTo(java.io.OutputStream.nullOutputStream());
            }
            String actual = HexFormat.of().formatHex(digest.digest());
            response.setStatus(actual.equalsIgnoreCase(declared) ? 202 : 422);
        } catch (NoSuchAlgorithmException e) {
            response.sendError(500);
        }
    }
}
