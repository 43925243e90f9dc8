// corpus: CWE-22 safe — the attachment name is resolved under the report's folder, normalised, and rejected by the storage helper unless the result still starts with that folder; the report id is a long path variable.
package com.acme.reports.attachments;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.server.types.files.SystemFile;
import jakarta.inject.Singleton;
import java.nio.file.Files;
import java.nio.file.Path;

@Singleton
class AttachmentStorage {
    private final Path root;

    AttachmentStorage(@Value("${reports.attachments-dir}") String dir) {
        this.root = Path.of(dir).toAbsolutePath().normalize();
    }

    Path resolveInside(long reportId, String name) {
        Path folder = root.resolve(Long.toString(reportId));
        Path candidate = folder.resolve(name).normalize();
        if (!candidate.startsWith(folder) || candidate.equals(folder)) {
            throw new IllegalArgumentException("attachment outside its report folder");
        }
        return candidate;
    }
}

@Controller("/reports")
class ReportAttachmentController {
    private final AttachmentStorage storage;

    ReportAttachmentController(AttachmentStorage storage) {
        this.storage = storage;
    }

    @Get("/{reportId}/attachments/{name}")
    HttpResponse<SystemFile> download(@PathVariable long reportId, @PathVariable String name) {
        Path file;
        try {
            file = storage.resolveInside(reportId, name);
        } catch (IllegalArgumentException e) {
            return HttpResponse.badRequest();
        }
        if (!Files.isRegularFile(file)) {
            return HttpResponse.notFound();
        }
        return HttpResponse.ok(new SystemFile(file.toFile()).attach(file.getFileName().toString()));
    }
}
