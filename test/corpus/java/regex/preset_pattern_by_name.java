// corpus: CWE-1333 safe — the request names one of a few predefined patterns; user text never becomes part of a regex.
import java.io.IOException;
import java.util.Map;
import java.util.regex.Pattern;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FieldValidatorServlet extends HttpServlet {
    private static final Map<String, Pattern> PRESETS = Map.of(
            "zip", Pattern.compile("\\d{5}(-\\d{4})?"),
            "phone", Pattern.compile("\\+?[0-9 ]{7,15}"),
            "iban", Pattern.compile("[A-Z]{2}\\d{2}[A-Z0-9]{10,30}"));

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Pattern preset = PRESETS.get(String.valueOf(request.getParameter("kind")));
        if (preset == null) {
            response.sendError(400);
            return;
        }
        String value = String.valueOf(request.getParameter("value"));
        response.getWriter().print(preset.matcher(value).matches());
    }
}
