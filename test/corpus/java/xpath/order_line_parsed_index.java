// corpus: CWE-643 safe — the line number is parsed with Integer.parseInt, so only an integer is placed in the XPath position predicate.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class OrderLineServlet extends HttpServlet {
    private Document orderXml;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int line;
        try {
            line = Integer.parseInt(request.getParameter("line"));
        } catch (NumberFormatException e) {
            response.sendError(400);
            return;
        }
        try {
            String qty = XPathFactory.newInstance().newXPath().evaluate("/order/line[" + line + "]/quantity", orderXml);
            response.getWriter().print(qty.isEmpty() ? 0 : Integer.parseInt(qty));
        } catch (XPathExpressionException e) {
            response.sendError(500);
        }
    }
}
