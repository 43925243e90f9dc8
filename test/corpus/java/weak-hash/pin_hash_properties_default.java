// corpus: CWE-328 vulnerable — the digest algorithm comes from a Properties lookup whose default is MD5, and it hashes the submitted PIN.
package com.acme.kiosk;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Properties;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class KioskPinController {
    private final Properties props = new Properties();

    public KioskPinController() throws IOException {
        try (InputStream in = getClass().getResourceAsStream("/kiosk.properties")) {
            if (in != null) {
                props.load(in);
            }
        }
    }

    @PostMapping("/kiosk/unlock")
    public boolean unlock(@RequestParam("pin") String pin) throws NoSuchAlgorithmException {
        String alg = props.getProperty("hash.alg", "MD5");
        MessageDigest md = MessageDigest.getInstance(alg);
        byte[] stored = HexFormat.of().parseHex(props.getProperty("unlock.pin.hash", ""));
        return MessageDigest.isEqual(stored, md.digest(pin.getBytes(StandardCharsets.UTF_8)));
    }
}
