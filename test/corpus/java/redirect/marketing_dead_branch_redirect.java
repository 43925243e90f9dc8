// corpus: CWE-601 safe — the constant condition is always true, so the redirect target is always the fixed landing page.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class MarketingLinkServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String to = request.getParameter("to");
        String target;
        int version = 3;
        if (version + 4 == 7) {
            target = "/spring-sale";
        } else {
            target = to;
        }
        response.sendRedirect(target);
    }
}
