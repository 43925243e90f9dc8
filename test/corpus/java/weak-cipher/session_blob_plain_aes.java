// corpus: CWE-327 vulnerable — the client's session blob is decrypted with plain "AES", which the JDK maps to ECB mode without integrity.
package com.acme.web;

import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SessionBlobController {
    private static final String CIPHER_NAME = "AES";
    private final SecretKey sessionKey;

    public SessionBlobController(SecretKey sessionKey) {
        this.sessionKey = sessionKey;
    }

    @GetMapping("/session/blob/size")
    public int blobSize(@CookieValue("sblob") String blob) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(CIPHER_NAME);
        cipher.init(Cipher.DECRYPT_MODE, sessionKey);
        byte[] plain = cipher.doFinal(Base64.getUrlDecoder().decode(blob));
        return plain.length;
    }
}
