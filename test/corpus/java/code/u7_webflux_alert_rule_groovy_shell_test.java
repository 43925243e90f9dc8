// corpus: CWE-95 vulnerable — the alert condition from the request body is evaluated as a Groovy script by GroovyShell, giving the caller arbitrary code execution on the server.
package com.acme.monitoring.alerts;

import groovy.lang.Binding;
import groovy.lang.GroovyShell;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

record RuleTestRequest(String condition, Map<String, Object> sample) {}

record RuleTestResult(boolean fired, String error) {}

@Component
class AlertConditionEvaluator {
    boolean fires(String condition, Map<String, Object> metrics) {
        Binding binding = new Binding();
        binding.setVariable("metrics", metrics);
        metrics.forEach(binding::setVariable);
        Object result = new GroovyShell(binding).evaluate(condition);
        return result instanceof Boolean b && b;
    }
}

@RestController
class AlertRuleController {
    private final AlertConditionEvaluator evaluator;

    AlertRuleController(AlertConditionEvaluator evaluator) {
        this.evaluator = evaluator;
    }

    @PostMapping("/api/alert-rules/test")
    Mono<ResponseEntity<RuleTestResult>> test(@RequestBody Mono<RuleTestRequest> body) {
        return body
                .publishOn(Schedulers.boundedElastic())
                .map(req -> {
                    Map<String, Object> sample = req.sample() == null ? Map.of() : req.sample();
                    try {
                        return ResponseEntity.ok(new RuleTestResult(evaluator.fires(req.condition(), sample), null));
                    } catch (RuntimeException e) {
                        return ResponseEntity.badRequest().body(new RuleTestResult(false, e.getMessage()));
                    }
                });
    }
}
