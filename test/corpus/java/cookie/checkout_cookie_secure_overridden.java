// corpus: CWE-614 safe — the cookie starts with setSecure(false) but a later setSecure(true) wins before it is added to the response.
import java.io.IOException;
import java.security.SecureRandom;
import java.util.HexFormat;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class BasketSessionServlet extends HttpServlet {
    private static final SecureRandom RNG = new SecureRandom();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        byte[] id = new byte[16];
        RNG.nextBytes(id);
        Cookie basket = new Cookie("basket_sid", HexFormat.of().formatHex(id));
        basket.setSecure(false);
        basket.setHttpOnly(true);
        if (request.getParameter("basket") != null) {
            basket.setMaxAge(3600);
        }
        // production profile: cookies are HTTPS-only
        basket.setSecure(true);
        response.addCookie(basket);
        response.sendRedirect("/basket");
    }
}
