// corpus: CWE-89 vulnerable — the team filter is regex-checked, but in the other branch the raw "assignee" parameter is concatenated into the SQL run by Statement.executeQuery.
package com.acme.helpdesk.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

@WebServlet("/tickets/queue")
public class TicketQueueServlet extends HttpServlet {
    private TicketDao tickets;

    @Override
    public void init() throws ServletException {
        DataSource dataSource = (DataSource) getServletContext().getAttribute("helpdeskDataSource");
        tickets = new TicketDao(dataSource);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String view = request.getParameter("view");
        String column;
        String value;
        if ("team".equals(view)) {
            String team = request.getParameter("team");
            if (team == null || !team.matches("[A-Za-z0-9-]{1,40}")) {
                response.sendError(HttpServletResponse.SC_BAD_REQUEST, "invalid team");
                return;
            }
            column = "team_code";
            value = team;
        } else {
            column = "assignee";
            value = request.getParameter("assignee");
        }
        try {
            List<Long> ids = tickets.openTicketIds(column, value);
            response.setContentType("application/json");
            PrintWriter out = response.getWriter();
            out.print("{\"count\":" + ids.size() + ",\"ids\":" + ids + "}");
        } catch (SQLException e) {
            log("ticket queue query failed", e);
            response.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
        }
    }
}

class TicketDao {
    private final DataSource dataSource;

    TicketDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    List<Long> openTicketIds(String column, String value) throws SQLException {
        String sql = "SELECT id FROM tickets WHERE status = 'OPEN' AND " + column + " = '" + value + "' ORDER BY priority DESC, id";
        List<Long> ids = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery(sql)) {
            while (rs.next()) {
                ids.add(rs.getLong("id"));
            }
        }
        return ids;
    }
}
