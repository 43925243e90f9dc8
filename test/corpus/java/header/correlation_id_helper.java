// corpus: CWE-113 vulnerable — the incoming correlation header is echoed through a helper into addHeader without removing line breaks.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PingServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String incoming = request.getHeader("X-Correlation-Id");
        response.addHeader("X-Correlation-Id", correlationId(incoming));
        response.setStatus(204);
    }

    private static String correlationId(String incoming) {
        if (incoming == null) {
            return "none";
        }
        return "acme-" + incoming;
    }
}
