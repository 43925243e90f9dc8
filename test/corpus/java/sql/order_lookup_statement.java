// corpus: CWE-89 vulnerable — the order number from the query string is concatenated into the SQL given to Statement.executeQuery.
package com.acme.shop.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class OrderLookupServlet extends HttpServlet {
    private DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String orderNo = request.getParameter("order");
        try (Connection conn = dataSource.getConnection(); Statement st = conn.createStatement()) {
            ResultSet rs = st.executeQuery("SELECT status, total FROM orders WHERE order_no = '" + orderNo + "'");
            response.setContentType("application/json");
            if (rs.next()) {
                response.getWriter().print("{\"total\":" + rs.getBigDecimal("total") + "}");
            } else {
                response.sendError(404);
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
