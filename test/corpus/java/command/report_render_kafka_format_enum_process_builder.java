// corpus: CWE-78 safe — the Kafka payload's format is converted to an enum whose constant flags, plus a numeric report id, form the argument vector given to ProcessBuilder.
package com.acme.reporting.render;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;

enum OutputFormat {
    PDF("--pdf"), CSV("--csv"), XLSX("--xlsx");

    final String flag;

    OutputFormat(String flag) {
        this.flag = flag;
    }

    static OutputFormat from(String raw) {
        return raw == null ? PDF : OutputFormat.valueOf(raw.trim().toUpperCase(Locale.ROOT));
    }
}

record RenderRequest(long reportId, String format, String requestedBy) {}

@Component
class ReportRenderConsumer {
    private final ObjectMapper json;
    private final ReportRenderer renderer;

    ReportRenderConsumer(ObjectMapper json, ReportRenderer renderer) {
        this.json = json;
        this.renderer = renderer;
    }

    @KafkaListener(topics = "report-render-requests", groupId = "report-renderer")
    void onMessage(String payload) throws IOException, InterruptedException {
        RenderRequest request = json.readValue(payload, RenderRequest.class);
        renderer.render(request.reportId(), OutputFormat.from(request.format()));
    }
}

@Service
class ReportRenderer {
    private static final Path OUTPUT = Path.of("/srv/reports/out");

    void render(long reportId, OutputFormat format) throws IOException, InterruptedException {
        List<String> argv = List.of(
                "/opt/reporting/bin/render-report",
                format.flag,
                "--report", Long.toString(reportId),
                "--out", OUTPUT.resolve(reportId + "." + format.name().toLowerCase(Locale.ROOT)).toString());
        Process process = new ProcessBuilder(argv).redirectErrorStream(true).start();
        if (process.waitFor() != 0) {
            throw new IllegalStateException("renderer exited with " + process.exitValue());
        }
    }
}
