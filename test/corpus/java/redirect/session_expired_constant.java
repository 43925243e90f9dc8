// corpus: CWE-601 safe — sendRedirect receives a fixed local path; the request value is only compared, never used as the location.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SessionGuardServlet extends HttpServlet {
    private static final String LOGIN_PAGE = "/login?expired=true";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String token = request.getHeader("X-Session-Token");
        if (token == null || token.isBlank()) {
            response.sendRedirect(LOGIN_PAGE);
            return;
        }
        response.setStatus(204);
    }
}
