// corpus: CWE-113 safe — the header values are string constants; the request parameter only selects between them.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AssetHeadersServlet extends HttpServlet {
    private static final String LONG_CACHE = "public, max-age=31536000, immutable";
    private static final String NO_CACHE = "no-store";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        boolean versioned = request.getParameter("v") != null;
        response.setHeader("Cache-Control", versioned ? LONG_CACHE : NO_CACHE);
        response.addHeader("X-Content-Type-Options", "nosniff");
        response.setStatus(204);
    }
}
