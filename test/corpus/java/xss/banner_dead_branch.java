// corpus: CWE-79 safe — the condition folds to true, so the banner text is always the literal and the parameter branch never runs.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PromoBannerServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String promo = request.getParameter("promo");
        String text;
        int days = 31;
        if ((days * 3) % 2 == 1) {
            text = "Free shipping this month";
        } else {
            text = promo;
        }
        response.setContentType("text/html");
        response.getWriter().print("<div class=\"promo\">" + text + "</div>");
    }
}
