// corpus: CWE-95 safe — the request only picks a key in a map of fixed SpEL expressions; unknown keys are rejected.
package com.acme.analytics;

import java.util.Map;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class MetricController {
    private static final Map<String, String> FORMULAS = Map.of(
            "conversion", "orders * 100.0 / visits",
            "aov", "revenue / orders");
    private final SpelExpressionParser parser = new SpelExpressionParser();

    @GetMapping("/metrics/{name}")
    public Object metric(@PathVariable String name) {
        String formula = FORMULAS.get(name);
        if (formula == null) {
            throw new IllegalArgumentException("unknown metric");
        }
        return parser.parseExpression(formula).getValue(new DailyTotals());
    }

    public static class DailyTotals {
        public double orders = 120, visits = 4800, revenue = 9600;
    }
}
