// corpus: CWE-22 safe — the resolved path is normalized and rejected unless it still starts with the asset root.
package com.acme.cdn;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class StaticAssetController {
    private static final Path ASSET_ROOT = Paths.get("/srv/cdn/assets").toAbsolutePath().normalize();

    @GetMapping("/assets")
    public ResponseEntity<byte[]> asset(@RequestParam("path") String relative) throws IOException {
        Path candidate = ASSET_ROOT.resolve(relative).normalize();
        if (!candidate.startsWith(ASSET_ROOT)) {
            return ResponseEntity.status(403).build();
        }
        if (!Files.isRegularFile(candidate)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(Files.readAllBytes(candidate));
    }
}
