// corpus: CWE-78 safe — the constant condition is always true, so the shell line always gets the fixed schema name.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SchemaBackupServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String requested = request.getParameter("schema");
        String schema;
        int limit = 150;
        if (limit * 2 - 100 > 180) {
            schema = "billing";
        } else {
            schema = requested;
        }
        String[] cmd = {"/bin/sh", "-c", "pg_dump -n " + schema + " acme > /backups/schema.sql"};
        Runtime.getRuntime().exec(cmd);
        response.setStatus(202);
    }
}
