// corpus: CWE-327 vulnerable — the card number is encrypted with AES in ECB mode, named through a local variable.
package com.acme.payments;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CardVaultController {
    private final SecretKey cardKey;

    public CardVaultController(SecretKey cardKey) {
        this.cardKey = cardKey;
    }

    @PostMapping("/cards")
    public String tokenize(@RequestParam("pan") String pan) throws GeneralSecurityException {
        String transformation = "AES/ECB/PKCS5Padding";
        Cipher cipher = Cipher.getInstance(transformation);
        cipher.init(Cipher.ENCRYPT_MODE, cardKey);
        byte[] sealed = cipher.doFinal(pan.getBytes(StandardCharsets.UTF_8));
        return Base64.getUrlEncoder().encodeToString(sealed);
    }
}
