// corpus: CWE-330 safe — ThreadLocalRandom only adds jitter to a retry delay; nothing secret depends on it.
package com.acme.integrations;

import java.util.concurrent.ThreadLocalRandom;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RetryAdviceController {
    private static final long BASE_DELAY_MS = 250;

    @GetMapping("/retry-advice")
    public long nextDelay(@RequestParam("attempt") int attempt) {
        int bounded = Math.max(0, Math.min(attempt, 8));
        long backoff = BASE_DELAY_MS << bounded;
        long jitter = ThreadLocalRandom.current().nextLong(0, backoff / 2 + 1);
        return backoff + jitter;
    }
}
