// corpus: CWE-330 safe — reset tokens come from SecureRandom; java.util.Random only jitters the mail retry delay, which protects nothing.
package com.acme.accounts.reset;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Random;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class PasswordResetController {
    private final PasswordResetService resets;

    PasswordResetController(PasswordResetService resets) {
        this.resets = resets;
    }

    @PostMapping("/account/password-reset")
    public void request(@RequestParam String email) {
        resets.start(email);
    }
}

@Service
class PasswordResetService {
    private static final Duration TTL = Duration.ofMinutes(30);
    private final SecureRandom secureRandom = new SecureRandom();
    private final ResetTokenRepository tokens;
    private final ResetMailer mailer;

    PasswordResetService(ResetTokenRepository tokens, ResetMailer mailer) {
        this.tokens = tokens;
        this.mailer = mailer;
    }

    void start(String email) {
        byte[] raw = new byte[32];
        secureRandom.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        if (tokens.store(email, token, Instant.now().plus(TTL))) {
            mailer.sendWithRetry(email, "https://accounts.acme.example/reset?token=" + token);
        }
    }
}

interface MailGateway {
    boolean send(String to, String subject, String body);
}

@Component
class ResetMailer {
    private final Random jitter = new Random();
    private final MailGateway gateway;

    ResetMailer(MailGateway gateway) {
        this.gateway = gateway;
    }

    void sendWithRetry(String email, String link) {
        for (int attempt = 1; attempt <= 3; attempt++) {
            if (deliver(email, link)) {
                return;
            }
            long backoff = 500L * attempt + jitter.nextInt(250);
            try {
                Thread.sleep(backoff);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private boolean deliver(String email, String link) {
        return gateway.send(email, "Reset your password",
                "Use this link within 30 minutes to choose a new password: " + link);
    }
}

@Repository
class ResetTokenRepository {
    private final JdbcTemplate jdbc;

    ResetTokenRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    boolean store(String email, String token, Instant expiresAt) {
        return jdbc.update("UPDATE users SET reset_token = ?, reset_expires_at = ? WHERE email = ?",
                token, java.sql.Timestamp.from(expiresAt), email) == 1;
    }
}
