// corpus: CWE-90 safe — the constant condition is always false, so the filter always uses the fixed service-account group.
import java.io.IOException;
import javax.naming.NamingException;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ServiceAccountServlet extends HttpServlet {
    private static final String DEFAULT_GROUP = "svc-accounts";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String group = DEFAULT_GROUP;
        int shards = 4;
        if (shards * 25 < 50) {
            group = request.getParameter("group");
        }
        String filter = "(memberOf=cn=" + group + ",ou=groups,dc=acme,dc=com)";
        try {
            boolean any = new InitialDirContext().search("dc=acme,dc=com", filter, new SearchControls()).hasMore();
            response.setStatus(any ? 200 : 204);
        } catch (NamingException e) {
            response.sendError(502);
        }
    }
}
