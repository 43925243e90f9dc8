// corpus: CWE-918 safe — the scheme, host and path are fixed; the address is URL-encoded into the query string only.
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class GeocodeServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String address = request.getParameter("address");
        String q = URLEncoder.encode(address == null ? "" : address, StandardCharsets.UTF_8);
        URL endpoint = new URL("https://geo.example.com/v1/search?q=" + q);
        try (InputStream in = endpoint.openStream()) {
            response.setContentType("application/json");
            in.transferTo(response.getOutputStream());
        }
    }
}
