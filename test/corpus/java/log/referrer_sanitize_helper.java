// corpus: CWE-117 safe — a same-file helper removes CR, LF and other control characters from the Referer before it is logged.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class LandingPageServlet extends HttpServlet {
    private static final Logger LOG = LoggerFactory.getLogger(LandingPageServlet.class);

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String referer = request.getHeader("Referer");
        LOG.info("landing visit, referer=" + forLog(referer));
        response.setStatus(204);
    }

    private static String forLog(String value) {
        if (value == null) {
            return "-";
        }
        return value.replaceAll("\\p{Cntrl}", "?");
    }
}
