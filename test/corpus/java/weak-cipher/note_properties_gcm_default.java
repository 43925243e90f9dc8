// corpus: CWE-327 safe — the transformation comes from Properties with an AES/GCM/NoPadding default, and a random IV is used.
package com.acme.notes;

import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Properties;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class EncryptedNoteController {
    private final Properties settings;
    private final SecretKey key;
    private final SecureRandom random = new SecureRandom();

    public EncryptedNoteController(Properties settings, SecretKey key) {
        this.settings = settings;
        this.key = key;
    }

    @PostMapping("/notes/seal")
    public byte[] seal(@RequestBody byte[] note) throws GeneralSecurityException {
        String transformation = settings.getProperty("notes.cipher", "AES/GCM/NoPadding");
        byte[] iv = new byte[12];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance(transformation);
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] body = cipher.doFinal(note);
        return ByteBuffer.allocate(iv.length + body.length).put(iv).put(body).array();
    }
}
