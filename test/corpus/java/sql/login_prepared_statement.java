// corpus: CWE-89 safe — the username is bound to a ? placeholder with setString, never concatenated into the SQL text.
package com.acme.auth;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AccountStatusServlet extends HttpServlet {
    private javax.sql.DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String username = request.getParameter("username");
        String sql = "SELECT locked FROM users WHERE username = ?";
        try (Connection conn = dataSource.getConnection(); PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, username);
            try (ResultSet rs = ps.executeQuery()) {
                response.setStatus(rs.next() && !rs.getBoolean(1) ? 200 : 423);
            }
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
