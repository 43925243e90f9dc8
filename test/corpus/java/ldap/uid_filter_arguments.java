// corpus: CWE-90 safe — the filter uses a {0} placeholder and the uid is passed as a filter argument, which JNDI escapes.
package com.acme.directory;

import java.io.IOException;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class UserExistsServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String uid = request.getParameter("uid");
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        try {
            DirContext ctx = new InitialDirContext();
            boolean found = ctx.search("ou=people,dc=acme,dc=com", "(&(objectClass=person)(uid={0}))", new Object[] {uid}, controls).hasMore();
            response.setStatus(found ? 200 : 404);
        } catch (NamingException e) {
            response.sendError(502);
        }
    }
}
