// corpus: CWE-79 vulnerable — the search term is written into the results page with PrintWriter.printf and no escaping.
import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SiteSearchServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String term = request.getParameter("q");
        int hits = 0;
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.printf("<p>%d results for <b>%s</b></p>%n", hits, term);
        out.println("<a href=\"/search\">New search</a>");
    }
}
