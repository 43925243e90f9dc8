// corpus: CWE-502 vulnerable — the saved-report import body is read by an ObjectMapper with default typing activated under LaissezFaireSubTypeValidator, so a caller-chosen class name on the Object-typed filter values instantiates any gadget on the classpath.
package com.acme.analytics.reports;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

class SavedReport {
    public String name;
    public List<String> columns;
    public Map<String, Object> filters;
}

@Component
class SavedReportCodec {
    // Reports are exported and re-imported between environments; typing keeps dates and decimals intact.
    private final ObjectMapper mapper = JsonMapper.builder()
            .activateDefaultTyping(LaissezFaireSubTypeValidator.instance,
                    ObjectMapper.DefaultTyping.NON_FINAL, JsonTypeInfo.As.PROPERTY)
            .build();

    SavedReport decode(String json) throws JsonProcessingException {
        return mapper.readValue(json, SavedReport.class);
    }

    String encode(SavedReport report) throws JsonProcessingException {
        return mapper.writeValueAsString(report);
    }
}

@Service
class SavedReportService {
    private final Map<String, SavedReport> reports = new ConcurrentHashMap<>();
    private final SavedReportCodec codec;

    SavedReportService(SavedReportCodec codec) {
        this.codec = codec;
    }

    String importReport(String exported) throws JsonProcessingException {
        SavedReport report = codec.decode(exported);
        reports.put(report.name, report);
        return report.name;
    }
}

@RestController
class SavedReportImportController {
    private final SavedReportService service;

    SavedReportImportController(SavedReportService service) {
        this.service = service;
    }

    @PostMapping(value = "/api/reports/import", consumes = "application/json")
    ResponseEntity<String> importReport(@RequestBody String body) {
        try {
            return ResponseEntity.ok(service.importReport(body));
        } catch (JsonProcessingException e) {
            return ResponseEntity.badRequest().body("not a report export");
        }
    }
}
