// corpus: CWE-643 safe — the switch subject is a constant that always selects the branch assigning a literal route code.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class RouteStopsServlet extends HttpServlet {
    private static final int SOURCE = 2;
    private Document timetable;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String route = request.getParameter("route");
        String code;
        switch (SOURCE) {
            case 1:
                code = route;
                break;
            case 2:
                code = "R12";
                break;
            default:
                code = route;
                break;
        }
        try {
            String stops = XPathFactory.newInstance().newXPath().evaluate("count(/timetable/route[@code='" + code + "']/stop)", timetable);
            response.getWriter().print((int) Double.parseDouble(stops));
        } catch (XPathExpressionException e) {
            response.sendError(500);
        }
    }
}
