// corpus: CWE-89 vulnerable — every submitted tag name is concatenated into a DELETE that is queued with addBatch.
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TagCleanupServlet extends HttpServlet {
    private javax.sql.DataSource ds;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String[] tags = request.getParameterValues("tag");
        if (tags == null) {
            response.sendError(400);
            return;
        }
        try (Connection conn = ds.getConnection(); Statement batch = conn.createStatement()) {
            for (String tag : tags) {
                batch.addBatch("DELETE FROM post_tags WHERE tag_name = '" + tag.trim() + "'");
            }
            int[] counts = batch.executeBatch();
            response.getWriter().println(counts.length);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
