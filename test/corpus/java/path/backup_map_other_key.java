// corpus: CWE-22 safe — the parameter is stored under "requested" but the file path uses the literal kept under "current".
import java.io.File;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class BackupStatusServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String> files = new HashMap<>();
        files.put("requested", request.getParameter("backup"));
        files.put("current", "nightly-latest.tar.gz");
        File archive = new File("/backups/" + files.get("current"));
        response.setContentType("application/json");
        response.getWriter().print("{\"bytes\":" + archive.length() + "}");
    }
}
