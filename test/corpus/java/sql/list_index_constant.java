// corpus: CWE-89 safe — after remove(0) the element read at index 1 is the literal "archived", not the request value.
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ProjectPurgeServlet extends HttpServlet {
    private javax.sql.DataSource ds;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        List<String> states = new ArrayList<>();
        states.add("draft");
        states.add(request.getParameter("state"));
        states.add("archived");
        states.remove(0);
        String state = states.get(1);
        try (Connection conn = ds.getConnection()) {
            int n = conn.createStatement().executeUpdate("DELETE FROM projects WHERE state = '" + state + "' AND age_days > 365");
            response.getWriter().print(n);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
