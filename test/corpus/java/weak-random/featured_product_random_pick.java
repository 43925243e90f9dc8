// corpus: CWE-330 safe — Random picks which featured product to show on the storefront, a purely cosmetic choice.
import java.io.IOException;
import java.util.List;
import java.util.Random;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FeaturedProductServlet extends HttpServlet {
    private static final List<String> FEATURED = List.of("sku-1001", "sku-2040", "sku-3310", "sku-4187");
    private final Random picker = new Random();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        boolean mobile = String.valueOf(request.getHeader("User-Agent")).contains("Mobile");
        String sku = FEATURED.get(picker.nextInt(FEATURED.size()));
        response.setContentType("application/json");
        response.getWriter().print("{\"sku\":\"" + sku + "\",\"compact\":" + mobile + "}");
    }
}
