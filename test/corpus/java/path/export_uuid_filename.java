// corpus: CWE-22 safe — the export id is parsed with UUID.fromString, so the file name can only hold hex digits and dashes.
package com.acme.exports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.UUID;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ExportDownloadController {
    @GetMapping(value = "/exports/{id}", produces = "text/csv")
    public byte[] download(@PathVariable("id") String id) throws IOException {
        UUID exportId = UUID.fromString(id);
        Path csv = Paths.get("/srv/exports", exportId + ".csv");
        return Files.readAllBytes(csv);
    }
}
