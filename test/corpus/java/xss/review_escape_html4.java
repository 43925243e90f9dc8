// corpus: CWE-79 safe — the review text is escaped with StringEscapeUtils.escapeHtml4 before being written into the HTML.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.text.StringEscapeUtils;

public class ReviewPreviewServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String review = request.getParameter("review");
        StringBuilder html = new StringBuilder("<blockquote>");
        html.append(StringEscapeUtils.escapeHtml4(review));
        html.append("</blockquote>");
        response.setContentType("text/html");
        response.getWriter().write(html.toString());
    }
}
