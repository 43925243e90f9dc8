// corpus: CWE-90 safe — the login must match [a-z0-9._-]{1,32}, which excludes every LDAP filter metacharacter.
import java.io.IOException;
import javax.naming.NamingException;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LoginHintServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String login = request.getParameter("login");
        if (login == null || !login.matches("[a-z0-9._-]{1,32}")) {
            response.sendError(400);
            return;
        }
        try {
            var ctx = new InitialDirContext();
            var results = ctx.search("ou=staff,dc=acme,dc=com", "(uid=" + login + ")", new SearchControls());
            response.setStatus(results.hasMore() ? 200 : 404);
        } catch (NamingException e) {
            response.sendError(502);
        }
    }
}
