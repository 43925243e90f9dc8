// corpus: CWE-79 safe — the crumb printed is list element 1 after remove(0), which holds the literal "Settings".
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class BreadcrumbServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        List<String> crumbs = new ArrayList<>();
        crumbs.add("Home");
        crumbs.add(request.getParameter("section"));
        crumbs.add("Settings");
        crumbs.remove(0);
        String current = crumbs.get(1);
        response.setContentType("text/html");
        response.getWriter().println("<nav><span>" + current + "</span></nav>");
    }
}
