// corpus: CWE-117 vulnerable — the client version header is logged through an SLF4J placeholder, which does not strip line breaks.
package com.acme.api;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ClientCompatibilityController {
    private static final Logger log = LoggerFactory.getLogger(ClientCompatibilityController.class);

    @GetMapping("/compat")
    public boolean compatible(@RequestHeader("X-Client-Version") String version) {
        log.info("compatibility check from client version {}", version);
        return version.startsWith("4.");
    }
}
