// corpus: CWE-942 safe — the CORS helper takes the request only to detect preflights; the allowed origin it writes with credentials is always the constant portal origin.
package com.acme.portal.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

@WebFilter(urlPatterns = "/api/*")
class PortalCorsFilter extends HttpFilter {
    private static final String PORTAL_ORIGIN = "https://portal.acme-insurance.com";
    private static final String METHODS = "GET, POST, PUT, DELETE";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        boolean preflight = CorsSupport.applyCors(request, response, PORTAL_ORIGIN, METHODS, true);
        if (preflight) {
            response.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(request, response);
    }
}

final class CorsSupport {
    private CorsSupport() {}

    static boolean applyCors(HttpServletRequest request, HttpServletResponse response,
                             String allowedOrigin, String methods, boolean credentials) {
        response.setHeader("Access-Control-Allow-Origin", allowedOrigin);
        if (credentials) {
            response.setHeader("Access-Control-Allow-Credentials", "true");
        }
        response.addHeader("Vary", "Origin");
        boolean preflight = "OPTIONS".equalsIgnoreCase(request.getMethod())
                && request.getHeader("Access-Control-Request-Method") != null;
        if (preflight) {
            response.setHeader("Access-Control-Allow-Methods", methods);
            response.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
            response.setHeader("Access-Control-Max-Age", "3600");
        }
        return preflight;
    }
}
