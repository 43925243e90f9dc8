// corpus: CWE-78 vulnerable — the archive name from the request becomes part of the command string passed to Runtime.exec.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LogArchiveServlet extends HttpServlet {
    private static final String LOG_DIR = "/var/log/acme";

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String archive = req.getParameter("archive");
        String command = "tar -czf /srv/archives/" + archive + ".tgz " + LOG_DIR;
        Runtime runtime = Runtime.getRuntime();
        Process proc = runtime.exec(command);
        try {
            resp.setStatus(proc.waitFor() == 0 ? 201 : 500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
