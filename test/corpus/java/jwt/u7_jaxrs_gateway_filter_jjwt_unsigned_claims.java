// corpus: CWE-347 vulnerable — the request filter strips the signature from the bearer token and reads it with parseClaimsJwt, so the subject and roles it trusts are never verified.
package com.acme.gateway.security;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.Jwts;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.ext.Provider;
import java.security.Principal;
import java.util.List;

final class TokenInspector {
    private TokenInspector() {}

    static Claims claims(String token) {
        int lastDot = token.lastIndexOf('.');
        String withoutSignature = token.substring(0, lastDot + 1);
        return Jwts.parserBuilder().build().parseClaimsJwt(withoutSignature).getBody();
    }
}

record GatewayUser(String subject, List<String> roles) implements Principal {
    @Override
    public String getName() {
        return subject;
    }
}

@Provider
@Priority(Priorities.AUTHENTICATION)
class BearerTokenFilter implements ContainerRequestFilter {
    @Override
    public void filter(ContainerRequestContext request) {
        String header = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.startsWith("Bearer ")) {
            request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
            return;
        }
        Claims claims;
        try {
            claims = TokenInspector.claims(header.substring(7).trim());
        } catch (JwtException | IllegalArgumentException e) {
            request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
            return;
        }
        @SuppressWarnings("unchecked")
        List<String> roles = claims.get("roles", List.class);
        GatewayUser user = new GatewayUser(claims.getSubject(), roles == null ? List.of() : roles);
        boolean secure = request.getSecurityContext().isSecure();
        request.setSecurityContext(new SecurityContext() {
            @Override public Principal getUserPrincipal() { return user; }
            @Override public boolean isUserInRole(String role) { return user.roles().contains(role); }
            @Override public boolean isSecure() { return secure; }
            @Override public String getAuthenticationScheme() { return "Bearer"; }
        });
    }
}
