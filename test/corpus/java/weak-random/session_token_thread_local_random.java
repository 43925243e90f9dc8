// corpus: CWE-330 vulnerable — the session token returned after login is built from ThreadLocalRandom values.
import java.io.IOException;
import java.util.concurrent.ThreadLocalRandom;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class MobileLoginServlet extends HttpServlet {
    interface SessionRegistry {
        boolean verify(String user, String password);
        void bind(String token, String user);
    }

    private SessionRegistry sessions;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String user = request.getParameter("user");
        if (!sessions.verify(user, request.getParameter("password"))) {
            response.sendError(401);
            return;
        }
        ThreadLocalRandom rnd = ThreadLocalRandom.current();
        String token = Long.toHexString(rnd.nextLong()) + Long.toHexString(rnd.nextLong());
        sessions.bind(token, user);
        response.setContentType("application/json");
        response.getWriter().print("{\"token\":\"" + token + "\"}");
    }
}
