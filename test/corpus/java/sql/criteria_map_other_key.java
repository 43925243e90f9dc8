// corpus: CWE-89 safe — the parameter is stored under "keyword" but the query only reads the "channel" entry, which holds a literal.
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CampaignCountServlet extends HttpServlet {
    private javax.sql.DataSource ds;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String> criteria = new HashMap<>();
        criteria.put("keyword", request.getParameter("q"));
        criteria.put("channel", "email");
        String channel = criteria.get("channel");
        try (Connection conn = ds.getConnection();
             java.sql.Statement st = conn.createStatement()) {
            ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM campaigns WHERE channel = '" + channel + "'");
            response.getWriter().print(rs.next() ? rs.getInt(1) : 0);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
