// corpus: CWE-22 vulnerable — entry names from the uploaded ZIP body are resolved against the import directory and written with Files.copy without checking that they stay inside it.
package com.acme.cms.imports;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javax.enterprise.context.ApplicationScoped;
import javax.inject.Inject;
import javax.ws.rs.Consumes;
import javax.ws.rs.POST;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;

@javax.ws.rs.Path("/sites/{siteId}/imports")
public class ImportBundleResource {
    @Inject
    BundleExtractor extractor;

    @POST
    @Consumes("application/zip")
    @Produces(MediaType.APPLICATION_JSON)
    public ImportSummary upload(@PathParam("siteId") long siteId, InputStream body) throws IOException {
        Path target = Paths.get("/srv/cms/imports", Long.toString(siteId), UUID.randomUUID().toString());
        Files.createDirectories(target);
        List<String> written = extractor.extract(body, target);
        return new ImportSummary(siteId, target.getFileName().toString(), written.size());
    }
}

record ImportSummary(long siteId, String batch, int files) {}

@ApplicationScoped
class BundleExtractor {
    private static final long MAX_ENTRIES = 5_000;

    List<String> extract(InputStream archive, Path destination) throws IOException {
        List<String> written = new ArrayList<>();
        try (ZipInputStream zip = new ZipInputStream(archive)) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                if (written.size() >= MAX_ENTRIES) {
                    throw new IOException("bundle has too many entries");
                }
                Path out = destination.resolve(entry.getName());
                if (entry.isDirectory()) {
                    Files.createDirectories(out);
                } else {
                    Files.createDirectories(out.getParent());
                    Files.copy(zip, out, StandardCopyOption.REPLACE_EXISTING);
                    written.add(entry.getName());
                }
                zip.closeEntry();
            }
        }
        return written;
    }
}
