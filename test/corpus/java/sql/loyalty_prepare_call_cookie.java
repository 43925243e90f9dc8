// corpus: CWE-89 vulnerable — the loyalty cookie value is concatenated into the call text given to Connection.prepareCall.
import java.io.IOException;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LoyaltyPointsServlet extends HttpServlet {
    private javax.sql.DataSource ds;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String member = "guest";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("loyalty_id".equals(c.getName())) {
                    member = c.getValue();
                }
            }
        }
        try (Connection conn = ds.getConnection();
             CallableStatement call = conn.prepareCall("{call refresh_points('" + member + "')}")) {
            call.execute();
            response.setStatus(204);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
