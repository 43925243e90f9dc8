// corpus: CWE-502 safe — an ObjectInputFilter allow-list admits only the cart snapshot class and a few JDK types and rejects everything else.
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CartRestoreServlet extends HttpServlet {
    private static final ObjectInputFilter CART_FILTER = ObjectInputFilter.Config.createFilter(
            "com.acme.cart.CartSnapshot;com.acme.cart.CartLine;java.lang.String;java.util.ArrayList;java.math.BigDecimal;java.math.BigInteger;maxdepth=5;maxbytes=65536;!*");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(request.getInputStream())) {
            in.setObjectInputFilter(CART_FILTER);
            Object snapshot = in.readObject();
            request.getSession().setAttribute("cartRestored", Boolean.TRUE);
            response.setStatus(snapshot != null ? 204 : 400);
        } catch (ClassNotFoundException | java.io.InvalidClassException e) {
            response.sendError(400);
        }
    }
}
