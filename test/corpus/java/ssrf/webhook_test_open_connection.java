// corpus: CWE-918 vulnerable — the server opens an HTTP connection to whatever URL the webhook parameter names.
package com.acme.integrations;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class WebhookTestServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String hookUrl = request.getParameter("webhook");
        HttpURLConnection conn = (HttpURLConnection) new URL(hookUrl).openConnection();
        conn.setRequestMethod("POST");
        conn.setConnectTimeout(3000);
        conn.setDoOutput(true);
        conn.getOutputStream().write("{\"event\":\"ping\"}".getBytes());
        int status = conn.getResponseCode();
        response.getWriter().print(status);
    }
}
