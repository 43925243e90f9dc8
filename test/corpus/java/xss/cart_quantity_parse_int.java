// corpus: CWE-79 safe — the quantity is converted with Integer.parseInt, so only a number is echoed into the HTML.
import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CartUpdateServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int quantity;
        try {
            quantity = Integer.parseInt(request.getParameter("qty"));
        } catch (NumberFormatException e) {
            quantity = 1;
        }
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.println("<span class=\"qty\">" + quantity + "</span>");
    }
}
