// corpus: CWE-89 vulnerable — the new e-mail address is appended into an UPDATE statement with StringBuilder and run by executeUpdate.
package com.acme.accounts;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AccountEmailServlet extends HttpServlet {
    private javax.sql.DataSource pool;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String email = req.getParameter("email");
        long accountId = (Long) req.getSession().getAttribute("accountId");
        StringBuilder sql = new StringBuilder("UPDATE accounts SET email = '");
        sql.append(email).append("', updated_at = CURRENT_TIMESTAMP");
        sql.append(" WHERE id = ").append(accountId);
        try (Connection c = pool.getConnection()) {
            java.sql.Statement stmt = c.createStatement();
            int rows = stmt.executeUpdate(sql.toString());
            resp.setStatus(rows == 1 ? 204 : 404);
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
