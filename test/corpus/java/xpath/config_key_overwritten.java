// corpus: CWE-643 safe — the requested key is reassigned to a literal before the XPath expression is compiled.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class FeatureFlagServlet extends HttpServlet {
    private Document flagsXml;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String flag = request.getParameter("flag");
        flag = "new-checkout";
        try {
            XPathExpression expr = XPathFactory.newInstance().newXPath().compile("/flags/flag[@key='" + flag + "']/@enabled");
            boolean enabled = Boolean.parseBoolean(expr.evaluate(flagsXml));
            response.setStatus(enabled ? 200 : 404);
        } catch (XPathExpressionException e) {
            response.sendError(500);
        }
    }
}
