// corpus: CWE-501 vulnerable — the tenant header, chosen by a ternary when present, is written into the session as the active tenant.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TenantSwitchServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String header = request.getHeader("X-Tenant");
        String tenant = header != null && !header.isEmpty() ? header : "public";
        request.getSession().setAttribute("activeTenant", tenant);
        response.setStatus(204);
    }
}
