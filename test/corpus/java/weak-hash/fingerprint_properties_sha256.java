// corpus: CWE-328 safe — the algorithm comes from a Properties lookup whose default is SHA-256.
package com.acme.devices;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Properties;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DeviceFingerprintController {
    private final Properties settings;

    public DeviceFingerprintController(Properties settings) {
        this.settings = settings;
    }

    @PostMapping("/devices/fingerprint")
    public String fingerprint(@RequestBody String publicKeyPem) throws NoSuchAlgorithmException {
        String algorithm = settings.getProperty("fingerprint.digest", "SHA-256");
        MessageDigest md = MessageDigest.getInstance(algorithm);
        return HexFormat.of().formatHex(md.digest(publicKeyPem.getBytes(StandardCharsets.UTF_8)));
    }
}
