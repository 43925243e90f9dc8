// corpus: CWE-328 safe — member passwords are hashed with BCryptPasswordEncoder (cost 12); SHA-256 is used only to store a digest of the random 32-byte email verification token.
package com.acme.community.members;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import org.springframework.http.HttpStatus;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

record SignupForm(String email, String displayName, String password) {}

interface MemberRepository {
    long insert(String email, String displayName, String passwordHash);

    void saveVerification(long memberId, String tokenDigest);
}

interface VerificationMailer {
    void send(String email, String token);
}

@Service
class MemberSignupService {
    private static final SecureRandom RANDOM = new SecureRandom();

    private final PasswordEncoder passwords = new BCryptPasswordEncoder(12);
    private final MemberRepository members;
    private final VerificationMailer mailer;

    MemberSignupService(MemberRepository members, VerificationMailer mailer) {
        this.members = members;
        this.mailer = mailer;
    }

    long register(SignupForm form) {
        if (form.password() == null || form.password().length() < 10) {
            throw new IllegalArgumentException("password too short");
        }
        long id = members.insert(form.email(), form.displayName(), passwords.encode(form.password()));
        byte[] raw = new byte[32];
        RANDOM.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        members.saveVerification(id, digest(token));
        mailer.send(form.email(), token);
        return id;
    }

    private static String digest(String token) {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha256.digest(token.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

@RestController
class SignupController {
    private final MemberSignupService signups;

    SignupController(MemberSignupService signups) {
        this.signups = signups;
    }

    @PostMapping("/api/members")
    @ResponseStatus(HttpStatus.CREATED)
    long signup(@RequestBody SignupForm form) {
        return signups.register(form);
    }
}
