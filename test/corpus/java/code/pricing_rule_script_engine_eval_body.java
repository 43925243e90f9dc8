// corpus: CWE-95 vulnerable — the `formula` field of the posted pricing rule is evaluated by a JavaScript ScriptEngine, so a caller can run arbitrary script (and Java via Java.type) on the server.
package com.acme.pricing.rules;

import java.math.BigDecimal;
import java.util.Map;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record RulePreview(String formula, BigDecimal listPrice, int quantity) {}

@RestController
class PricingRuleController {
    private final FormulaEvaluator evaluator;

    PricingRuleController(FormulaEvaluator evaluator) {
        this.evaluator = evaluator;
    }

    @PostMapping("/api/pricing/rules/preview")
    Map<String, Object> preview(@RequestBody RulePreview rule) throws ScriptException {
        Object price = evaluator.evaluate(rule.formula(), Map.of(
                "listPrice", rule.listPrice().doubleValue(),
                "quantity", rule.quantity()));
        return Map.of("formula", rule.formula(), "price", price);
    }
}

@Service
class FormulaEvaluator {
    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");

    Object evaluate(String formula, Map<String, Object> variables) throws ScriptException {
        Bindings bindings = engine.createBindings();
        bindings.putAll(variables);
        return engine.eval(wrap(formula), bindings);
    }

    private static String wrap(String formula) {
        return "(function(){ return " + formula + "; })()";
    }
}
