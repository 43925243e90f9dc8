// corpus: CWE-614 vulnerable — setSecure receives a boolean constant that is false, so the checkout session cookie is not restricted to HTTPS.
import java.io.IOException;
import java.security.SecureRandom;
import java.util.HexFormat;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CheckoutSessionServlet extends HttpServlet {
    private static final boolean SECURE_COOKIES = false;
    private static final SecureRandom RNG = new SecureRandom();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (request.getParameter("cart") == null) {
            response.sendError(400);
            return;
        }
        byte[] id = new byte[16];
        RNG.nextBytes(id);
        Cookie checkout = new Cookie("checkout_sid", HexFormat.of().formatHex(id));
        checkout.setHttpOnly(true);
        checkout.setSecure(SECURE_COOKIES);
        response.addCookie(checkout);
        response.sendRedirect("/checkout/address");
    }
}
