// corpus: CWE-295 vulnerable — the partner status client installs a HostnameVerifier that accepts every host, so any certificate chained to a trusted CA is accepted for the partner API over HTTPS.
package com.acme.partners.status;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.HttpsURLConnection;

class PartnerStatusClient {
    private static final Map<String, String> ENDPOINTS = Map.of(
            "northwind", "https://status.northwind-logistics.example/api/v1/health",
            "contoso", "https://api.contoso-payments.example/health");

    private final HostnameVerifier lenientVerifier = (hostname, session) -> true;

    String fetch(String partner) throws IOException {
        String endpoint = ENDPOINTS.get(partner);
        if (endpoint == null) {
            return null;
        }
        HttpsURLConnection conn = (HttpsURLConnection) new URL(endpoint).openConnection();
        conn.setHostnameVerifier(lenientVerifier);
        conn.setConnectTimeout(3000);
        conn.setReadTimeout(5000);
        conn.setRequestProperty("Accept", "application/json");
        try (InputStream in = conn.getInputStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } finally {
            conn.disconnect();
        }
    }
}

@WebServlet("/internal/partners/status")
class PartnerStatusServlet extends HttpServlet {
    private final PartnerStatusClient client = new PartnerStatusClient();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String body = client.fetch(req.getParameter("partner"));
        if (body == null) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        resp.setContentType("application/json");
        resp.getWriter().write(body);
    }
}
