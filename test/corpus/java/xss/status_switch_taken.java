// corpus: CWE-79 vulnerable — the switch on the mode parameter takes the "custom" case, which copies the message parameter into the HTML.
import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class MaintenanceNoticeServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String[] parts = {request.getParameter("mode"), request.getParameter("message")};
        String notice;
        switch (parts[0] == null ? "" : parts[0]) {
            case "custom":
                notice = parts[1];
                break;
            case "planned":
                notice = "Scheduled maintenance tonight.";
                break;
            default:
                notice = "All systems normal.";
        }
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.print("<div class=\"notice\">" + notice + "</div>");
    }
}
