// corpus: CWE-643 vulnerable — the tenant header is formatted into the XPath query by a private helper.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

public class TenantSettingServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String tenant = request.getHeader("X-Tenant-Id");
        try {
            String limit = XPathFactory.newInstance().newXPath()
                    .evaluate(quotaQuery(tenant), new InputSource("/etc/acme/tenants.xml"));
            response.getWriter().print(limit.isEmpty() ? 0 : Integer.parseInt(limit));
        } catch (XPathExpressionException | NumberFormatException e) {
            response.sendError(500);
        }
    }

    private static String quotaQuery(String tenant) {
        return String.format("/tenants/tenant[id='%s']/quota/text()", tenant);
    }
}
