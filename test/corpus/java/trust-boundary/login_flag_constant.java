// corpus: CWE-501 safe — only literal values are stored in the session; the request parameter decides nothing but which constant to store.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class CookieConsentServlet extends HttpServlet {
    private static final String CONSENT_KEY = "cookieConsent";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        boolean accepted = "yes".equals(request.getParameter("accept"));
        HttpSession session = request.getSession();
        session.setAttribute(CONSENT_KEY, accepted ? "granted" : "denied");
        response.setStatus(204);
    }
}
