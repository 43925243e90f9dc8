// corpus: CWE-95 safe — the SpEL expression is a fixed string; the weight parameter is only supplied as the #weight variable.
package com.acme.shipping;

import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ShippingQuoteController {
    private static final String RATE_EXPRESSION = "#weight > 20 ? 4.99 + #weight * 0.35 : 4.99";
    private final ExpressionParser parser = new SpelExpressionParser();

    @GetMapping("/shipping/quote")
    public Double quote(@RequestParam("weight") Double weight) {
        StandardEvaluationContext ctx = new StandardEvaluationContext();
        ctx.setVariable("weight", weight);
        return parser.parseExpression(RATE_EXPRESSION).getValue(ctx, Double.class);
    }
}
