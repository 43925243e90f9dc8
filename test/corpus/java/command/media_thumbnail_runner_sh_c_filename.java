// corpus: CWE-78 vulnerable — the controller hands the uploaded file's original name to an injected runner whose buildCommand method embeds it in a string executed by `sh -c`.
package com.acme.media.thumbs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
class ThumbnailController {
    private final ThumbnailRunner runner;

    ThumbnailController(ThumbnailRunner runner) {
        this.runner = runner;
    }

    @PostMapping("/api/media/thumbnails")
    Map<String, Object> create(@RequestParam("file") MultipartFile file,
                               @RequestParam(value = "size", defaultValue = "256") int size) throws Exception {
        Path stored = runner.store(file.getBytes());
        int exit = runner.run(stored, file.getOriginalFilename(), Math.min(size, 1024));
        return Map.of("id", stored.getFileName().toString(), "ok", exit == 0);
    }
}

@Component
class ThumbnailRunner {
    private final Path workDir;

    ThumbnailRunner(@Value("${media.work-dir:/var/lib/media/work}") String workDir) {
        this.workDir = Path.of(workDir);
    }

    Path store(byte[] bytes) throws IOException {
        Path target = workDir.resolve(UUID.randomUUID() + ".upload");
        Files.write(target, bytes);
        return target;
    }

    int run(Path source, String title, int size) throws IOException, InterruptedException {
        String[] cmd = {"/bin/sh", "-c", buildCommand(source, title, size)};
        return Runtime.getRuntime().exec(cmd).waitFor();
    }

    private String buildCommand(Path source, String title, int size) {
        Path out = workDir.resolve(source.getFileName() + "_thumb.png");
        return "convert " + source + " -thumbnail " + size + "x" + size
                + " -set comment \"" + title + "\" " + out;
    }
}
