// corpus: CWE-327 safe — the cookie blob is decrypted with a static final AES/GCM/NoPadding transformation, which also authenticates it.
package com.acme.web;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SealedSessionController {
    private static final String TRANSFORMATION = "AES/GCM/NoPadding";
    private final SecretKey sessionKey;

    public SealedSessionController(SecretKey sessionKey) {
        this.sessionKey = sessionKey;
    }

    @GetMapping("/session/sealed/size")
    public int size(@CookieValue("sealed") String sealed) throws GeneralSecurityException {
        byte[] raw = Base64.getUrlDecoder().decode(sealed);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.DECRYPT_MODE, sessionKey, new GCMParameterSpec(128, Arrays.copyOfRange(raw, 0, 12)));
        return cipher.doFinal(raw, 12, raw.length - 12).length;
    }
}
