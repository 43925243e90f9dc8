// corpus: CWE-601 safe — the redirect always stays on the site: a fixed local prefix followed by a numeric account id.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AccountCreatedServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        long accountId;
        try {
            accountId = Long.parseLong(request.getParameter("accountId"));
        } catch (NumberFormatException e) {
            response.sendError(400);
            return;
        }
        response.sendRedirect("/account/" + accountId + "/welcome");
    }
}
