// corpus: CWE-89 safe — the invoice id is parsed with Long.parseLong before it is concatenated, so only digits reach the SQL.
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class InvoiceTotalServlet extends HttpServlet {
    private javax.sql.DataSource ds;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        long invoiceId;
        try {
            invoiceId = Long.parseLong(request.getParameter("id"));
        } catch (NumberFormatException e) {
            response.sendError(400);
            return;
        }
        try (Connection conn = ds.getConnection(); Statement st = conn.createStatement()) {
            ResultSet rs = st.executeQuery("SELECT total_cents FROM invoices WHERE id = " + invoiceId);
            response.getWriter().print(rs.next() ? rs.getLong(1) : 0);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
