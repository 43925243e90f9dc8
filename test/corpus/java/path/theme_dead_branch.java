// corpus: CWE-22 safe — the branch that would use the parameter is unreachable because the constant comparison is always true.
import java.io.File;
import java.io.FileReader;
import java.io.IOException;
import java.util.Properties;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ThemeSettingsServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String theme = request.getParameter("theme");
        String file;
        int base = 12;
        if (base * base < 200) {
            file = "default.properties";
        } else {
            file = theme;
        }
        Properties settings = new Properties();
        try (FileReader reader = new FileReader(new File("/opt/app/themes", file))) {
            settings.load(reader);
        }
        response.getWriter().print(settings.size());
    }
}
