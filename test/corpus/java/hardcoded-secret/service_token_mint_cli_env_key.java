// corpus: CWE-798 safe — the CLI only hard-codes the name of the environment variable; the HMAC signing key itself is read from SERVICE_TOKEN_KEY at run time.
package com.acme.tools.tokens;

import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.SignatureAlgorithm;
import io.jsonwebtoken.security.Keys;
import java.security.Key;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.Set;

final class ServiceTokenMintCli {
    private static final String KEY_ENV = "SERVICE_TOKEN_KEY";
    private static final Set<String> SCOPES = Set.of("billing:read", "billing:write", "reports:read");

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: mint-service-token <service-name> <scope> [ttl-minutes]");
            System.exit(2);
        }
        String encodedKey = System.getenv(KEY_ENV);
        if (encodedKey == null || encodedKey.isBlank()) {
            System.err.println(KEY_ENV + " must hold the base64 signing key");
            System.exit(2);
        }
        if (!SCOPES.contains(args[1])) {
            System.err.println("unknown scope");
            System.exit(2);
        }
        long minutes = args.length > 2 ? Long.parseLong(args[2]) : 60L;
        TokenMinter minter = new TokenMinter(Base64.getDecoder().decode(encodedKey));
        System.out.println(minter.mint(args[0], args[1], Duration.ofMinutes(Math.min(minutes, 24 * 60))));
    }
}

final class TokenMinter {
    private static final String ISSUER = "acme-internal-cli";
    private final Key key;

    TokenMinter(byte[] rawKey) {
        this.key = Keys.hmacShaKeyFor(rawKey);
    }

    String mint(String service, String scope, Duration ttl) {
        Instant now = Instant.now();
        return Jwts.builder()
                .setIssuer(ISSUER)
                .setSubject("svc:" + service)
                .claim("scope", scope)
                .setIssuedAt(Date.from(now))
                .setExpiration(Date.from(now.plus(ttl)))
                .signWith(key, SignatureAlgorithm.HS256)
                .compact();
    }
}
