// corpus: CWE-22 safe — the helper ignores the requested channel and always returns a fixed file under the audit directory.
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AuditAppendServlet extends HttpServlet {
    private static final String AUDIT_DIR = "/var/lib/acme/audit/";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String channel = request.getParameter("channel");
        String target = auditFileFor(channel);
        try (FileOutputStream out = new FileOutputStream(target, true)) {
            out.write(("event " + System.currentTimeMillis() + "\n").getBytes(StandardCharsets.UTF_8));
        }
        response.setStatus(204);
    }

    private static String auditFileFor(String channel) {
        // channels were merged into a single audit stream
        return AUDIT_DIR + "events.log";
    }
}
