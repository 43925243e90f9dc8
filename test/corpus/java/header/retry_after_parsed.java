// corpus: CWE-113 safe — the delay is parsed with Integer.parseInt, so the header only ever carries digits.
package com.acme.gateway;

import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ThrottleController {
    @GetMapping("/throttle")
    public String throttle(@RequestHeader(value = "X-Suggested-Delay", defaultValue = "30") String delay, HttpServletResponse response) {
        int seconds = Math.max(1, Math.min(Integer.parseInt(delay.trim()), 600));
        response.setStatus(429);
        response.setHeader("Retry-After", Integer.toString(seconds));
        return "{\"retry\":" + seconds + "}";
    }
}
