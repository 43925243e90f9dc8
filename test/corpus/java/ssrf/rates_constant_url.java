// corpus: CWE-918 safe — the URL opened is a static final constant; the request value is used only as a number after the fetch.
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ExchangeRateServlet extends HttpServlet {
    private static final String RATES_URL = "https://rates.example.com/latest/EUR.json";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int precision = Integer.parseInt(request.getParameter("precision"));
        HttpURLConnection conn = (HttpURLConnection) new URL(RATES_URL).openConnection();
        conn.setConnectTimeout(2000);
        try (InputStream in = conn.getInputStream()) {
            byte[] body = in.readAllBytes();
            response.getWriter().print(Math.min(precision, 6) + ":" + body.length);
        }
    }
}
