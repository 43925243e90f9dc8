// corpus: CWE-918 safe — the callback URI must use https and its host must be in a fixed allow-list before it is requested.
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PaymentCallbackVerifier extends HttpServlet {
    private static final Set<String> TRUSTED_HOSTS = Set.of("hooks.pay-one.example.com", "notify.pay-two.example.com");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        URI callback = URI.create(request.getParameter("callback"));
        if (!"https".equals(callback.getScheme()) || callback.getHost() == null || !TRUSTED_HOSTS.contains(callback.getHost())) {
            response.sendError(400);
            return;
        }
        try {
            HttpResponse<Void> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(callback).build(), HttpResponse.BodyHandlers.discarding());
            response.setStatus(r.statusCode() == 200 ? 204 : 502);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
