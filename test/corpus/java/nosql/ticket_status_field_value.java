// corpus: CWE-943 safe — the status is a String field value in a BasicDBObject equality match, which cannot introduce operators or JavaScript.
import com.mongodb.BasicDBObject;
import com.mongodb.DBCollection;
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TicketCountServlet extends HttpServlet {
    private DBCollection tickets;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String status = request.getParameter("status");
        BasicDBObject query = new BasicDBObject("status", status == null ? "open" : status);
        query.append("archived", false);
        response.getWriter().print(tickets.count(query));
    }
}
