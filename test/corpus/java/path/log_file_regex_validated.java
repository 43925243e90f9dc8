// corpus: CWE-22 safe — the log name must match a pattern of lowercase letters, digits and dashes ending in .log, so it cannot contain separators or dots.
package com.acme.admin;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class LogTailController {
    private static final Path LOG_DIR = Path.of("/var/log/acme");

    @GetMapping("/admin/logs/{name}/size")
    public long lineCount(@PathVariable String name) throws IOException {
        if (!name.matches("[a-z0-9-]{1,40}\\.log")) {
            throw new IllegalArgumentException("bad log name");
        }
        List<String> lines = Files.readAllLines(LOG_DIR.resolve(name));
        return lines.size();
    }
}
