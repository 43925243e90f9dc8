// corpus: CWE-78 vulnerable — a Base64 request header is decoded and run as a shell command with Runtime.exec.
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DiagnosticsServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String encoded = request.getHeader("X-Diag-Probe");
        if (encoded == null) {
            response.sendError(400);
            return;
        }
        byte[] raw = Base64.getDecoder().decode(encoded);
        String probe = new String(raw, StandardCharsets.UTF_8);
        Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", probe});
        try {
            response.setStatus(p.waitFor() == 0 ? 200 : 500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
