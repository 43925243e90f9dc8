// corpus: CWE-78 vulnerable — the schema name from a JMS export request is concatenated into a pg_dump | gzip pipeline run through bash -c.
package com.acme.platform.exports;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

record SchemaExportRequest(String tenant, String schema, boolean compress) {}

@Component
class SchemaExportListener {
    private static final Logger log = LoggerFactory.getLogger(SchemaExportListener.class);

    private final ObjectMapper mapper;
    private final SchemaExportRunner runner;

    SchemaExportListener(ObjectMapper mapper, SchemaExportRunner runner) {
        this.mapper = mapper;
        this.runner = runner;
    }

    @JmsListener(destination = "tenant.export.requests", concurrency = "1-2")
    public void onExportRequest(String payload) throws Exception {
        SchemaExportRequest request = mapper.readValue(payload, SchemaExportRequest.class);
        Path dump = runner.dumpSchema(request.schema());
        log.info("schema export finished: {} bytes", Files.size(dump));
    }
}

@Component
class SchemaExportRunner {
    private final Path exportDir;

    SchemaExportRunner(@Value("${exports.dir:/var/lib/exports}") String exportDir) {
        this.exportDir = Path.of(exportDir);
    }

    Path dumpSchema(String schema) throws IOException, InterruptedException {
        Path target = exportDir.resolve("schema-" + Instant.now().toEpochMilli() + ".sql.gz");
        String pipeline = "pg_dump --no-owner --no-privileges --schema=" + schema
                + " \"$PGDATABASE\" | gzip -c > " + target;

        Process process = new ProcessBuilder("bash", "-c", pipeline)
                .redirectErrorStream(true)
                .start();
        if (!process.waitFor(30, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IOException("pg_dump timed out");
        }
        if (process.exitValue() != 0) {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            throw new IOException("pg_dump failed: " + output);
        }
        return target;
    }
}
