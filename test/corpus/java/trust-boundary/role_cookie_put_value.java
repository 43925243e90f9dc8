// corpus: CWE-501 vulnerable — the role cookie value is stored in the session with putValue without checking it.
import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class LegacyRoleServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Cookie[] cookies = request.getCookies();
        if (cookies == null) {
            response.sendError(401);
            return;
        }
        HttpSession session = request.getSession();
        for (Cookie cookie : cookies) {
            if ("role".equals(cookie.getName())) {
                session.putValue("userRole", cookie.getValue());
            }
        }
        response.setStatus(204);
    }
}
