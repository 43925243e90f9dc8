// corpus: CWE-601 vulnerable — the state parameter is Base64-decoded and used directly as the redirect location.
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class OAuthCallbackServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String state = request.getParameter("state");
        String destination = "/";
        if (state != null) {
            destination = new String(Base64.getUrlDecoder().decode(state), StandardCharsets.UTF_8);
        }
        request.getSession().setAttribute("oauthComplete", Boolean.TRUE);
        response.sendRedirect(destination);
    }
}
