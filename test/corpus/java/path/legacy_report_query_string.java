// corpus: CWE-22 vulnerable — the raw query string is URL-decoded and opened with FileReader, so %2e%2e%2f sequences climb out of the report folder.
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LegacyReportServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String query = request.getQueryString();
        if (query == null) {
            response.sendError(400);
            return;
        }
        String reportName = URLDecoder.decode(query, StandardCharsets.UTF_8);
        int rows = 0;
        try (BufferedReader reader = new BufferedReader(new FileReader("/data/reports/" + reportName))) {
            while (reader.readLine() != null) {
                rows++;
            }
        }
        PrintWriter out = response.getWriter();
        out.print(rows);
    }
}
