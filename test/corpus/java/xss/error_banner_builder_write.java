// corpus: CWE-79 vulnerable — the Referer header is appended into an HTML banner with StringBuilder and written to the response.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class NotFoundPageServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String from = request.getHeader("Referer");
        StringBuilder html = new StringBuilder();
        html.append("<div class=\"banner\">Page not found.");
        if (from != null) {
            html.append(" <a href=\"").append(from).append("\">Go back</a>");
        }
        html.append("</div>");
        response.setStatus(404);
        response.setContentType("text/html");
        response.getWriter().write(html.toString());
    }
}
