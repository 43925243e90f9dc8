// corpus: CWE-95 vulnerable — the rule text from the request is parsed and evaluated as a SpEL expression with a standard context.
package com.acme.pricing;

import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PricingRuleController {
    private final ExpressionParser parser = new SpelExpressionParser();

    @PostMapping("/pricing/preview")
    public Object preview(@RequestParam("rule") String rule) {
        StandardEvaluationContext context = new StandardEvaluationContext();
        context.setVariable("basePrice", 100);
        Expression expression = parser.parseExpression(rule);
        return expression.getValue(context);
    }
}
