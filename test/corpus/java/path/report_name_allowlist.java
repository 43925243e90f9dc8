// corpus: CWE-22 safe — the report name is checked against a fixed set of known report files before the path is built.
import java.io.FileInputStream;
import java.io.IOException;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class QuarterlyReportServlet extends HttpServlet {
    private static final Set<String> REPORTS = Set.of("q1.xlsx", "q2.xlsx", "q3.xlsx", "q4.xlsx");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String report = request.getParameter("report");
        if (report == null || !REPORTS.contains(report)) {
            response.sendError(404);
            return;
        }
        response.setContentType("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
        try (FileInputStream in = new FileInputStream("/data/finance/reports/" + report)) {
            in.transferTo(response.getOutputStream());
        }
    }
}
