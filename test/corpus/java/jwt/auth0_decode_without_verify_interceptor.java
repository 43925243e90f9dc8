// corpus: CWE-347 vulnerable — the bearer token from the Authorization header is read with JWT.decode, which never checks the signature, and its roles claim then gates the admin endpoint.
package com.acme.backoffice.security;

import com.auth0.jwt.JWT;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestAttribute;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

record ApiPrincipal(String subject, List<String> roles) {}

@Component
class BearerTokenReader {
    Optional<ApiPrincipal> read(String authorization) {
        if (authorization == null || !authorization.startsWith("Bearer ")) {
            return Optional.empty();
        }
        DecodedJWT jwt = JWT.decode(authorization.substring("Bearer ".length()));
        Date expiresAt = jwt.getExpiresAt();
        if (expiresAt != null && expiresAt.before(new Date())) {
            return Optional.empty();
        }
        List<String> roles = jwt.getClaim("roles").asList(String.class);
        return Optional.of(new ApiPrincipal(jwt.getSubject(), roles == null ? List.of() : roles));
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

@Configuration
class SecurityWebConfig implements WebMvcConfigurer {
    private final BearerAuthInterceptor interceptor;

    SecurityWebConfig(BearerAuthInterceptor interceptor) {
        this.interceptor = interceptor;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(interceptor).addPathPatterns("/api/**");
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
