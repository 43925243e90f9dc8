// corpus: CWE-78 safe — the host must match a strict hostname pattern with no spaces or shell metacharacters before it reaches sh -c.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class UplinkCheckServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String host = request.getParameter("host");
        if (host == null || !host.matches("[a-z0-9][a-z0-9.-]{0,62}")) {
            response.sendError(400, "invalid host");
            return;
        }
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", "ping -c 1 -W 2 " + host + " > /dev/null");
        try {
            response.setStatus(pb.start().waitFor() == 0 ? 200 : 504);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
