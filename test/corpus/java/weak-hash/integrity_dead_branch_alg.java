// corpus: CWE-328 safe — the constant condition always replaces the MD5 default with SHA-256 before the digest is created.
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class BackupVerifyServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        byte[] archive = request.getInputStream().readAllBytes();
        String algorithm = "MD5";
        int policyVersion = 7;
        if (policyVersion * 6 > 40) {
            algorithm = "SHA-256";
        }
        try {
            String hex = HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(archive));
            response.setStatus(hex.equals(request.getHeader("X-Backup-Digest")) ? 204 : 409);
        } catch (NoSuchAlgorithmException e) {
            response.sendError(500);
        }
    }
}
