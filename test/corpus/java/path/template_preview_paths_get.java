// corpus: CWE-22 vulnerable — the template name is passed to Paths.get under the template root and read with Files.readAllBytes.
package com.acme.mailer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TemplatePreviewController {
    private static final String TEMPLATE_ROOT = "/opt/mailer/templates";

    @GetMapping(value = "/templates/raw", produces = "application/octet-stream")
    public byte[] raw(@RequestParam("name") String name) throws IOException {
        Path file = Paths.get(TEMPLATE_ROOT, name);
        return Files.readAllBytes(file);
    }
}
