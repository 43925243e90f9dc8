// corpus: CWE-601 vulnerable — the first value of the "after" entry in the parameter map is passed to sendRedirect.
import java.io.IOException;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LogoutServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        request.getSession().invalidate();
        Map<String, String[]> params = request.getParameterMap();
        String[] after = params.get("after");
        String location = (after != null && after.length > 0) ? after[0] : "/goodbye";
        response.sendRedirect(location);
    }
}
