// corpus: CWE-78 vulnerable — the recipient is appended into a bash -c pipeline that pb.command(list) runs.
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ReportMailerServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String recipient = request.getParameter("to");
        StringBuilder pipeline = new StringBuilder();
        pipeline.append("gzip -c /srv/reports/weekly.csv | mail -s 'Weekly report' ");
        pipeline.append(recipient);
        List<String> args = new ArrayList<>();
        args.add("/bin/bash");
        args.add("-c");
        args.add(pipeline.toString());
        ProcessBuilder pb = new ProcessBuilder();
        pb.command(args);
        pb.inheritIO();
        pb.start();
        response.setStatus(202);
    }
}
