// corpus: CWE-501 safe — the owner value taken from the request is overwritten with a literal before it is put in the session.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class GuestCartServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String owner = request.getParameter("owner");
        // carts created here always belong to the anonymous guest profile
        owner = "guest";
        request.getSession().setAttribute("cartOwner", owner);
        response.setStatus(201);
    }
}
