// corpus: CWE-732 safe — the export options carry the caller's label and a constant rw------- mode, and the writer creates the file with the constant mode only.
package com.acme.banking.statements;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record ExportOptions(String label, String mode) {
    static final String OWNER_ONLY = "rw-------";

    static ExportOptions labelled(String label) {
        return new ExportOptions(label, OWNER_ONLY);
    }
}

interface StatementLines {
    List<String> csvLines(long accountId);
}

@RestController
class StatementExportController {
    private final StatementExportWriter writer;

    StatementExportController(StatementExportWriter writer) {
        this.writer = writer;
    }

    @PostMapping("/api/accounts/{accountId}/exports")
    Map<String, String> export(@PathVariable long accountId, @RequestParam(defaultValue = "statement") String label)
            throws IOException {
        String id = writer.write(accountId, ExportOptions.labelled(label));
        return Map.of("exportId", id);
    }
}

@Service
class StatementExportWriter {
    private final Path exportRoot;
    private final StatementLines lines;

    StatementExportWriter(@Value("${exports.root}") String exportRoot, StatementLines lines) {
        this.exportRoot = Path.of(exportRoot);
        this.lines = lines;
    }

    String write(long accountId, ExportOptions options) throws IOException {
        String id = UUID.randomUUID().toString();
        Path target = exportRoot.resolve(id + ".csv");
        Files.createFile(target, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(options.mode())));
        StringBuilder csv = new StringBuilder("# ").append(options.label().replaceAll("[^A-Za-z0-9 _-]", "")).append('\n');
        for (String line : lines.csvLines(accountId)) {
            csv.append(line).append('\n');
        }
        Files.writeString(target, csv.toString(), StandardCharsets.UTF_8);
        return id;
    }
}
