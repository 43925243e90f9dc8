// corpus: CWE-643 vulnerable — the region cookie is URL-decoded and used in the XPath predicate, chosen by a ternary when present.
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class RegionalPriceServlet extends HttpServlet {
    private Document priceList;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Cookie[] cookies = request.getCookies();
        String raw = (cookies != null && cookies.length > 0) ? cookies[0].getValue() : "eu";
        String region = URLDecoder.decode(raw, StandardCharsets.UTF_8);
        XPath xpath = XPathFactory.newInstance().newXPath();
        try {
            Double price = (Double) xpath.evaluate("sum(/prices/item[@region='" + region + "']/amount)",
                    priceList, javax.xml.xpath.XPathConstants.NUMBER);
            response.getWriter().print(price);
        } catch (XPathExpressionException e) {
            response.sendError(400);
        }
    }
}
