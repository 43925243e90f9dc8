// corpus: CWE-79 safe — a helper returns the parameter only if it is one of three fixed theme names, otherwise a default.
import java.io.IOException;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ThemePickerServlet extends HttpServlet {
    private static final Set<String> THEMES = Set.of("light", "dark", "high-contrast");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String theme = checkedTheme(request.getParameter("theme"));
        response.setContentType("text/html");
        response.getWriter().print("<body class=\"theme-" + theme + "\">Theme: " + theme + "</body>");
    }

    private static String checkedTheme(String requested) {
        return requested != null && THEMES.contains(requested) ? requested : "light";
    }
}
