// corpus: CWE-328 vulnerable — an uploaded firmware image is accepted when its SHA-1 digest matches the published release checksum.
import java.io.IOException;
import java.io.InputStream;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FirmwareUploadServlet extends HttpServlet {
    interface ReleaseManifest {
        String checksumFor(String version);
    }

    private ReleaseManifest manifest;

    @Override
    protected void doPut(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String expected = manifest.checksumFor(request.getHeader("X-Firmware-Version"));
        try {
            MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
            try (InputStream in = new DigestInputStream(request.getInputStream(), sha1)) {
                in.transferTo(java.io.OutputStream.nullOutputStream());
            }
            String actual = HexFormat.of().formatHex(sha1.digest());
            response.setStatus(actual.equalsIgnoreCase(expected) ? 202 : 422);
        } catch (NoSuchAlgorithmException e) {
            response.sendError(500);
        }
    }
}
