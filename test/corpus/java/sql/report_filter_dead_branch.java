// corpus: CWE-89 safe — the arithmetic condition is always true, so the query always uses the fixed status and never the parameter.
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TicketQueueServlet extends HttpServlet {
    private javax.sql.DataSource ds;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String requested = request.getParameter("status");
        String status;
        int threshold = 57;
        if ((9 * 13) - threshold > 40) {
            status = "OPEN";
        } else {
            status = requested;
        }
        try (Connection conn = ds.getConnection()) {
            var rs = conn.createStatement().executeQuery("SELECT COUNT(*) FROM tickets WHERE status = '" + status + "'");
            response.getWriter().print(rs.next() ? rs.getInt(1) : 0);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
