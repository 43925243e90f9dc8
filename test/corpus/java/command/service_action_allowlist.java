// corpus: CWE-78 safe — the action is used only after an allow-list check limits it to status, restart or stop.
package com.acme.ops;

import java.io.IOException;
import java.util.Set;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WorkerServiceController {
    private static final Set<String> ACTIONS = Set.of("status", "restart", "stop");

    @PostMapping("/ops/worker/{action}")
    public ResponseEntity<String> control(@PathVariable String action) throws IOException, InterruptedException {
        if (!ACTIONS.contains(action)) {
            return ResponseEntity.badRequest().body("unknown action");
        }
        Process p = Runtime.getRuntime().exec("systemctl " + action + " acme-worker.service");
        return ResponseEntity.ok("exit " + p.waitFor());
    }
}
