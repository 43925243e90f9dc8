// corpus: CWE-89 safe — the switch is on a constant that always selects the literal branch, so the parameter never reaches the query.
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ShipmentCountServlet extends HttpServlet {
    private javax.sql.DataSource ds;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String carrier = request.getParameter("carrier");
        String chosen;
        int mode = 'B';
        switch (mode) {
            case 'A':
                chosen = carrier;
                break;
            case 'B':
                chosen = "DHL";
                break;
            default:
                chosen = carrier;
        }
        try (Connection conn = ds.getConnection()) {
            java.sql.ResultSet rs = conn.createStatement()
                    .executeQuery("SELECT COUNT(*) FROM shipments WHERE carrier = '" + chosen + "'");
            response.getWriter().print(rs.next() ? rs.getInt(1) : 0);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
