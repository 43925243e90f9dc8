// corpus: CWE-90 vulnerable — the tenant header is put in a map and read back under the same key into the search filter.
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.naming.NamingException;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TenantAdminsServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String> scope = new HashMap<>();
        scope.put("role", "admin");
        scope.put("tenant", request.getHeader("X-Tenant"));
        String filter = "(&(o=" + scope.get("tenant") + ")(employeeType=admin))";
        try {
            InitialDirContext ctx = new InitialDirContext();
            boolean any = ctx.search("dc=acme,dc=com", filter, new SearchControls()).hasMore();
            response.setStatus(any ? 200 : 404);
        } catch (NamingException e) {
            response.sendError(502);
        }
    }
}
