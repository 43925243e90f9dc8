// corpus: CWE-502 vulnerable — the uploaded pipeline YAML is loaded with SnakeYAML 1.x's default Constructor, which honours global !!class tags and instantiates arbitrary types from the request body.
package com.acme.ci.pipelines;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.Constructor;

class PipelineDefinition {
    public String name;
    public Map<String, String> env;
    public List<PipelineStage> stages = new ArrayList<>();
}

class PipelineStage {
    public String name;
    public String image;
    public List<String> script = new ArrayList<>();
}

@Service
class PipelineImportService {
    private final PipelineStore store;

    PipelineImportService(PipelineStore store) {
        this.store = store;
    }

    PipelineDefinition parse(String yamlText) {
        Yaml yaml = new Yaml(new Constructor(PipelineDefinition.class));
        PipelineDefinition definition = yaml.load(yamlText);
        if (definition.stages == null || definition.stages.isEmpty()) {
            throw new IllegalArgumentException("pipeline has no stages");
        }
        return definition;
    }

    String importFor(String projectKey, String yamlText) {
        PipelineDefinition definition = parse(yamlText);
        return store.save(projectKey, definition);
    }
}

interface PipelineStore {
    String save(String projectKey, PipelineDefinition definition);
}

@RestController
class PipelineImportController {
    private final PipelineImportService imports;

    PipelineImportController(PipelineImportService imports) {
        this.imports = imports;
    }

    @PostMapping(value = "/projects/{projectKey}/pipelines", consumes = {"application/x-yaml", "text/plain"})
    ResponseEntity<String> upload(@PathVariable String projectKey, @RequestBody String body) {
        try {
            return ResponseEntity.ok(imports.importFor(projectKey, body));
        } catch (IllegalArgumentException e) {
            return ResponseEntity.badRequest().body(e.getMessage());
        }
    }
}
