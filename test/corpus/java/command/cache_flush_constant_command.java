// corpus: CWE-78 safe — the shell command is built only from static final constants; the request value only chooses between two of them.
package com.acme.cache;

import java.io.IOException;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CacheFlushController {
    private static final String CACHE_DIR = "/var/cache/acme/render";
    private static final String FLUSH_CMD = "find " + CACHE_DIR + " -type f -mmin +30 -delete";
    private static final String DRY_RUN_CMD = "find " + CACHE_DIR + " -type f -mmin +30 -print";

    @PostMapping("/admin/cache/flush")
    public String flush(@RequestParam(defaultValue = "false") String dryRun) throws IOException, InterruptedException {
        String script = Boolean.parseBoolean(dryRun) ? DRY_RUN_CMD : FLUSH_CMD;
        Process p = new ProcessBuilder("sh", "-c", script).start();
        return p.waitFor() == 0 ? "flushed" : "error";
    }
}
