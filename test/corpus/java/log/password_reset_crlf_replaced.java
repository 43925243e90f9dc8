// corpus: CWE-117 safe — carriage returns and line feeds are replaced in the e-mail before it is logged.
import java.io.IOException;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PasswordResetRequestServlet extends HttpServlet {
    private static final Logger AUDIT = Logger.getLogger("audit.password-reset");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String email = request.getParameter("email");
        String clean = email == null ? "" : email.replaceAll("[\r\n]", "_");
        AUDIT.log(Level.INFO, "password reset requested for " + clean);
        response.setStatus(202);
    }
}
