// corpus: CWE-79 vulnerable — the nickname is stored in a map and appended to the page from the same key.
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ProfilePreviewServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("theme", "light");
        fields.put("nickname", request.getParameter("nickname"));
        response.setContentType("text/html");
        response.getWriter()
                .append("<section class=\"preview\"><h2>")
                .append(fields.get("nickname"))
                .append("</h2></section>");
    }
}
