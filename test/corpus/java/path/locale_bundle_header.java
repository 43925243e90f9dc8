// corpus: CWE-22 vulnerable — the Accept-Language header picked by a ternary becomes part of the path opened with Files.newInputStream.
package com.acme.i18n;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class MessageBundleController {
    private static final Path BUNDLES = Path.of("/opt/app/i18n");

    @GetMapping("/i18n/messages")
    public Properties messages(@RequestHeader(value = "Accept-Language", required = false) String language) throws IOException {
        String lang = (language == null || language.isEmpty()) ? "en" : language;
        Path bundle = BUNDLES.resolve("messages_" + lang + ".properties");
        Properties props = new Properties();
        try (InputStream in = Files.newInputStream(bundle)) {
            props.load(in);
        }
        return props;
    }
}
