// corpus: CWE-78 vulnerable — the "format" field of the thumbnail request body is concatenated into a command line that is run through /bin/sh -c.
package com.acme.media.thumbnails;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record ThumbnailRequest(long assetId, int width, String format) {}

record ThumbnailResult(long assetId, String location) {}

@RestController
class ThumbnailController {
    private final ThumbnailService thumbnails;

    ThumbnailController(ThumbnailService thumbnails) {
        this.thumbnails = thumbnails;
    }

    @PostMapping("/assets/thumbnails")
    public ResponseEntity<ThumbnailResult> create(@RequestBody ThumbnailRequest request) throws Exception {
        if (request.width() < 16 || request.width() > 2048) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(thumbnails.render(request));
    }
}

@Service
class ThumbnailService {
    private static final Path OUTPUT_DIR = Paths.get("/var/media/thumbs");
    private final AssetRepository assets;

    ThumbnailService(AssetRepository assets) {
        this.assets = assets;
    }

    ThumbnailResult render(ThumbnailRequest request) throws IOException, InterruptedException {
        String source = assets.storagePath(request.assetId());
        String target = OUTPUT_DIR.resolve(request.assetId() + "-" + request.width() + "." + request.format()).toString();
        String commandLine = buildConvertCommand(source, request.width(), target);
        Process process = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", commandLine});
        if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IllegalStateException("thumbnail conversion failed for asset " + request.assetId());
        }
        return new ThumbnailResult(request.assetId(), target);
    }

    private static String buildConvertCommand(String source, int width, String target) {
        return "convert '" + source + "' -strip -resize " + width + "x " + target + " 2>/dev/null";
    }
}

@Repository
class AssetRepository {
    private final JdbcTemplate jdbc;

    AssetRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    String storagePath(long assetId) {
        return jdbc.queryForObject("SELECT storage_path FROM assets WHERE id = ?", String.class, assetId);
    }
}
