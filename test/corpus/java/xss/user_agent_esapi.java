// corpus: CWE-79 safe — the User-Agent header is HTML-encoded with ESAPI encodeForHTML before it is appended to the page.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.esapi.ESAPI;

public class BrowserInfoServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String agent = request.getHeader("User-Agent");
        String shown = ESAPI.encoder().encodeForHTML(agent == null ? "unknown" : agent);
        response.setContentType("text/html");
        response.getWriter().append("<p>Your browser: ").append(shown).append("</p>");
    }
}
