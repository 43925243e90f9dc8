// corpus: CWE-942 vulnerable — the filter puts the caller's Origin header into the policy map's origin field and the writer echoes it in Access-Control-Allow-Origin together with Allow-Credentials: true.
package com.acme.portal.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

@WebFilter(urlPatterns = "/api/*")
class PortalCorsFilter extends HttpFilter {
    private final CorsHeaderWriter writer = new CorsHeaderWriter();

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String origin = request.getHeader("Origin");
        if (origin != null && !origin.isEmpty()) {
            writer.write(response, policyFor(origin));
        }
        if ("OPTIONS".equalsIgnoreCase(request.getMethod())) {
            response.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(request, response);
    }

    private Map<String, String> policyFor(String origin) {
        Map<String, String> policy = new HashMap<>();
        policy.put("origin", origin);
        policy.put("methods", "GET, POST, PUT, DELETE");
        policy.put("headers", "Content-Type, X-Requested-With");
        policy.put("maxAge", "3600");
        return policy;
    }
}

final class CorsHeaderWriter {
    void write(HttpServletResponse response, Map<String, String> policy) {
        response.setHeader("Access-Control-Allow-Origin", policy.get("origin"));
        response.setHeader("Access-Control-Allow-Credentials", "true");
        response.setHeader("Access-Control-Allow-Methods", policy.get("methods"));
        response.setHeader("Access-Control-Allow-Headers", policy.get("headers"));
        response.setHeader("Access-Control-Max-Age", policy.get("maxAge"));
        response.addHeader("Vary", "Origin");
    }
}
