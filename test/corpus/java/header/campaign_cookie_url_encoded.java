// corpus: CWE-113 safe — the campaign code is URL-encoded before it becomes the cookie value, so no line breaks reach Set-Cookie.
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CampaignLandingServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String campaign = request.getParameter("utm_campaign");
        if (campaign != null) {
            Cookie c = new Cookie("campaign", URLEncoder.encode(campaign, StandardCharsets.UTF_8));
            c.setSecure(true);
            c.setHttpOnly(true);
            c.setPath("/");
            response.addCookie(c);
        }
        response.sendRedirect("/landing");
    }
}
