// corpus: CWE-328 vulnerable — incoming webhook payloads are authenticated with a SHA1 digest of secret plus body, the algorithm named through a variable.
package com.acme.hooks;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RepositoryWebhookController {
    private final byte[] sharedSecret;

    public RepositoryWebhookController(byte[] sharedSecret) {
        this.sharedSecret = sharedSecret;
    }

    @PostMapping("/hooks/repository")
    public ResponseEntity<Void> receive(@RequestBody String payload, @RequestHeader("X-Hook-Signature") String signature)
            throws NoSuchAlgorithmException {
        String algorithm = "SHA1";
        MessageDigest digest = MessageDigest.getInstance(algorithm);
        digest.update(sharedSecret);
        byte[] expected = digest.digest(payload.getBytes(StandardCharsets.UTF_8));
        byte[] given = HexFormat.of().parseHex(signature);
        return MessageDigest.isEqual(expected, given) ? ResponseEntity.accepted().build() : ResponseEntity.status(401).build();
    }
}
