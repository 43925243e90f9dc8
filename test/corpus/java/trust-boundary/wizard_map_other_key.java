// corpus: CWE-501 safe — the request value goes into the map under "note" but the session attribute is read from the "step" entry, a literal.
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class OnboardingWizardServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String> state = new HashMap<>();
        state.put("note", request.getParameter("note"));
        state.put("step", "company-details");
        request.getSession().setAttribute("wizardStep", state.get("step"));
        response.setStatus(204);
    }
}
