// corpus: CWE-90 vulnerable — each submitted common name is added to an OR filter with += in a loop.
import java.io.IOException;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class BulkContactServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String[] names = request.getParameterValues("cn");
        String filter = "(|";
        for (String cn : names) {
            filter += "(cn=" + cn + ")";
        }
        filter += ")";
        try {
            DirContext ctx = new InitialDirContext();
            NamingEnumeration<SearchResult> found = ctx.search("ou=contacts,dc=acme,dc=com", filter, new SearchControls());
            int count = 0;
            while (found.hasMore()) {
                found.next();
                count++;
            }
            response.getWriter().print(count);
        } catch (NamingException e) {
            response.sendError(502);
        }
    }
}
