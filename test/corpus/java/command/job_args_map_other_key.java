// corpus: CWE-78 safe — the request value goes into the map under "label" while the shell command reads the literal stored under "queue".
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class QueueDrainServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String> job = new HashMap<>();
        job.put("label", request.getParameter("label"));
        job.put("queue", "invoices-retry");
        String queue = job.get("queue");
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "/opt/mq/bin/drain " + queue + " --max 500");
        pb.start();
        response.setStatus(202);
    }
}
