// corpus: CWE-347 safe — the bearer token is checked with a JWTVerifier built from HMAC256 and the configured secret, so forged or unsigned tokens are rejected before the roles claim is trusted.
package com.acme.backoffice.security;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestAttribute;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.HandlerInterceptor;

record ApiPrincipal(String subject, List<String> roles) {}

@Component
class BearerTokenReader {
    private final JWTVerifier verifier;

    BearerTokenReader(@Value("${BACKOFFICE_JWT_SECRET}") String secret) {
        this.verifier = JWT.require(Algorithm.HMAC256(secret))
                .withIssuer("https://auth.acme-backoffice.com")
                .acceptLeeway(30)
                .build();
    }

    Optional<ApiPrincipal> read(String authorization) {
        if (authorization == null || !authorization.startsWith("Bearer ")) {
            return Optional.empty();
        }
        try {
            DecodedJWT jwt = verifier.verify(authorization.substring("Bearer ".length()));
            List<String> roles = jwt.getClaim("roles").asList(String.class);
            return Optional.of(new ApiPrincipal(jwt.getSubject(), roles == null ? List.of() : roles));
        } catch (JWTVerificationException e) {
            return Optional.empty();
        }
    }
}

@Component
class BearerAuthInterceptor implements HandlerInterceptor {
    private final BearerTokenReader reader;

    BearerAuthInterceptor(BearerTokenReader reader) {
        this.reader = reader;
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        Optional<ApiPrincipal> principal = reader.read(request.getHeader("Authorization"));
        if (principal.isEmpty()) {
            response.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
            return false;
        }
        request.setAttribute("principal", principal.get());
        return true;
    }
}

@RestController
class AdminUsersController {
    @GetMapping("/api/admin/users")
    List<String> users(@RequestAttribute("principal") ApiPrincipal principal) {
        if (!principal.roles().contains("admin")) {
            throw new ResponseStatusException(HttpStatus.FORBIDDEN);
        }
        return List.of("alice", "bob", "carol");
    }
}
