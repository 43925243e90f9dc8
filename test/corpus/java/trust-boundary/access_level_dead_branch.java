// corpus: CWE-501 safe — the constant condition is always false, so the session always receives the fixed read-only level.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ReportViewerServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String level = "read-only";
        int quota = 64;
        if (quota / 8 > 10) {
            level = request.getParameter("level");
        }
        request.getSession().setAttribute("accessLevel", level);
        response.setStatus(204);
    }
}
