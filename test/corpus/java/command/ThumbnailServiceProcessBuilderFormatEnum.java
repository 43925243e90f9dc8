// corpus: CWE-78 safe — ImageMagick runs through a ProcessBuilder argument list, the format is an enum chosen with valueOf, the width is an int and the source path comes from the database.
package com.acme.media.previews;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record PreviewRequest(long assetId, int width, String format, String caption) {}

enum PreviewFormat {
    PNG("png"), JPEG("jpg"), WEBP("webp");

    final String extension;

    PreviewFormat(String extension) {
        this.extension = extension;
    }
}

@RestController
class PreviewController {
    private final PreviewService previews;

    PreviewController(PreviewService previews) {
        this.previews = previews;
    }

    @PostMapping("/assets/previews")
    public String create(@RequestBody PreviewRequest request) throws IOException, InterruptedException {
        PreviewFormat format = PreviewFormat.valueOf(request.format().toUpperCase(Locale.ROOT));
        int width = Math.max(16, Math.min(request.width(), 2048));
        return previews.render(request.assetId(), width, format, request.caption());
    }
}

@Service
class PreviewService {
    private static final Path OUTPUT_DIR = Paths.get("/var/media/previews");
    private final MediaAssetRepository assets;

    PreviewService(MediaAssetRepository assets) {
        this.assets = assets;
    }

    String render(long assetId, int width, PreviewFormat format, String caption) throws IOException, InterruptedException {
        String source = assets.storagePath(assetId);
        Path target = OUTPUT_DIR.resolve(assetId + "-" + width + "." + format.extension);
        List<String> command = List.of("convert", source, "-strip", "-resize", width + "x", target.toString());
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("preview timed out");
        }
        assets.saveCaption(assetId, caption);
        return target.toString();
    }
}

@Repository
class MediaAssetRepository {
    private final JdbcTemplate jdbc;

    MediaAssetRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    String storagePath(long assetId) {
        return jdbc.queryForObject("SELECT storage_path FROM assets WHERE id = ?", String.class, assetId);
    }

    void saveCaption(long assetId, String caption) {
        jdbc.update("UPDATE assets SET caption = ? WHERE id = ?", caption, assetId);
    }
}
