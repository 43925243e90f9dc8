// corpus: CWE-798 vulnerable — the HMAC key that signs every login JWT is a string literal compiled into the token issuer, so anyone with the jar can mint tokens for any user.
package com.acme.storefront.auth;

import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.SignatureAlgorithm;
import io.jsonwebtoken.security.Keys;
import java.nio.charset.StandardCharsets;
import java.security.Key;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

record LoginRequest(String username, String password) {}

record StoredUser(long id, String username, String passwordHash, String role) {}

interface UserDirectory {
    StoredUser findByUsername(String username);
}

@Service
class LoginTokenIssuer {
    private static final String SIGNING_SECRET = "sf-prod-7Qm2xLr9Vt4pZc8Kw1Nd5Hy3Bg6Fj0Ae";
    private static final Duration TTL = Duration.ofHours(8);

    private final Key key = Keys.hmacShaKeyFor(SIGNING_SECRET.getBytes(StandardCharsets.UTF_8));

    String issue(StoredUser user) {
        Instant now = Instant.now();
        return Jwts.builder()
                .setSubject(Long.toString(user.id()))
                .claim("role", user.role())
                .setIssuedAt(Date.from(now))
                .setExpiration(Date.from(now.plus(TTL)))
                .signWith(key, SignatureAlgorithm.HS256)
                .compact();
    }
}

@RestController
class LoginController {
    private final UserDirectory users;
    private final PasswordEncoder passwords;
    private final LoginTokenIssuer issuer;

    LoginController(UserDirectory users, PasswordEncoder passwords, LoginTokenIssuer issuer) {
        this.users = users;
        this.passwords = passwords;
        this.issuer = issuer;
    }

    @PostMapping("/api/login")
    Map<String, String> login(@RequestBody LoginRequest request) {
        StoredUser user = users.findByUsername(request.username());
        if (user == null || !passwords.matches(request.password(), user.passwordHash())) {
            throw new ResponseStatusException(HttpStatus.UNAUTHORIZED);
        }
        return Map.of("token", issuer.issue(user), "tokenType", "Bearer");
    }
}
