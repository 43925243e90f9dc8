// corpus: CWE-502 safe — class names in the layout JSON are honoured only for the Widget interface, and the mapper's BasicPolymorphicTypeValidator admits subtypes from the application's own widget package alone, so the request cannot name arbitrary classes.
package com.acme.analytics.dashboards.widgets;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@JsonTypeInfo(use = JsonTypeInfo.Id.CLASS, property = "@class")
interface Widget {}

class ChartWidget implements Widget {
    public String metric;
    public String chartType;
}

class KpiWidget implements Widget {
    public String metric;
    public double target;
}

class DashboardLayout {
    public String title;
    public List<Widget> widgets;
}

@Component
class DashboardLayoutReader {
    private final ObjectMapper mapper = JsonMapper.builder()
            .polymorphicTypeValidator(BasicPolymorphicTypeValidator.builder()
                    .allowIfSubType("com.acme.analytics.dashboards.widgets.")
                    .build())
            .build();

    DashboardLayout read(String json) throws JsonProcessingException {
        return mapper.readValue(json, DashboardLayout.class);
    }
}

interface DashboardStore {
    void save(long dashboardId, DashboardLayout layout);
}

@RestController
class DashboardLayoutController {
    private final DashboardLayoutReader reader;
    private final DashboardStore store;

    DashboardLayoutController(DashboardLayoutReader reader, DashboardStore store) {
        this.reader = reader;
        this.store = store;
    }

    @PutMapping(value = "/api/dashboards/{id}/layout", consumes = "application/json")
    ResponseEntity<Void> replaceLayout(@PathVariable long id, @RequestBody String body) {
        try {
            store.save(id, reader.read(body));
            return ResponseEntity.noContent().build();
        } catch (JsonProcessingException e) {
            return ResponseEntity.badRequest().build();
        }
    }
}
