// corpus: CWE-347 safe — the kid is read from the token header only to choose among HMAC keys loaded from the environment; the token is then verified with verifyWith/parseSignedClaims and an issuer check.
package com.acme.accounts.auth;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.jsonwebtoken.Claims;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.security.Keys;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.util.Base64;
import java.util.Map;
import javax.crypto.SecretKey;

@ApplicationScoped
class SessionKeyRing {
    private final Map<String, SecretKey> keys = Map.of(
            "2024-q3", load("SESSION_KEY_2024Q3"),
            "2024-q4", load("SESSION_KEY_2024Q4"));

    private static SecretKey load(String envName) {
        String encoded = System.getenv(envName);
        if (encoded == null) {
            throw new IllegalStateException(envName + " is not set");
        }
        return Keys.hmacShaKeyFor(Base64.getDecoder().decode(encoded));
    }

    SecretKey forKid(String kid) {
        SecretKey key = kid == null ? null : keys.get(kid);
        if (key == null) {
            throw new JwtException("unknown key id");
        }
        return key;
    }
}

@Provider
class SessionTokenFilter implements ContainerRequestFilter {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    SessionKeyRing keyRing;

    @Override
    public void filter(ContainerRequestContext request) {
        String token = request.getCookies().containsKey("acct_session")
                ? request.getCookies().get("acct_session").getValue()
                : null;
        if (token == null) {
            request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
            return;
        }
        try {
            Claims claims = Jwts.parser()
                    .verifyWith(keyRing.forKid(kidOf(token)))
                    .requireIssuer("acme-accounts")
                    .build()
                    .parseSignedClaims(token)
                    .getPayload();
            request.setProperty("accountId", claims.getSubject());
        } catch (JwtException | IllegalArgumentException | IOException e) {
            request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
        }
    }

    private static String kidOf(String token) throws IOException {
        String header = token.substring(0, Math.max(0, token.indexOf('.')));
        JsonNode node = JSON.readTree(Base64.getUrlDecoder().decode(header));
        return node.path("kid").asText(null);
    }
}
