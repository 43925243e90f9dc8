// corpus: CWE-95 safe — the SpEL expression is picked from a constant map by an enum parsed from the request, and the customer's input only enters as a typed variable in a read-only SimpleEvaluationContext.
package com.acme.pricing.discounts;

import java.math.BigDecimal;
import java.util.EnumMap;
import java.util.Map;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

enum DiscountPlan { NONE, VOLUME, LOYALTY }

@Component
class DiscountRules {
    private static final ExpressionParser PARSER = new SpelExpressionParser();
    private final Map<DiscountPlan, Expression> expressions = new EnumMap<>(DiscountPlan.class);

    DiscountRules() {
        expressions.put(DiscountPlan.NONE, PARSER.parseExpression("#subtotal"));
        expressions.put(DiscountPlan.VOLUME, PARSER.parseExpression("#qty >= 10 ? #subtotal * 0.9 : #subtotal"));
        expressions.put(DiscountPlan.LOYALTY, PARSER.parseExpression("#subtotal * 0.95"));
    }

    BigDecimal apply(DiscountPlan plan, BigDecimal subtotal, int quantity) {
        SimpleEvaluationContext context = SimpleEvaluationContext.forReadOnlyDataBinding().build();
        context.setVariable("subtotal", subtotal.doubleValue());
        context.setVariable("qty", quantity);
        Double value = expressions.get(plan).getValue(context, Double.class);
        return BigDecimal.valueOf(value == null ? 0 : value);
    }
}

@RestController
class DiscountQuoteController {
    private final DiscountRules rules;

    DiscountQuoteController(DiscountRules rules) {
        this.rules = rules;
    }

    @GetMapping("/api/quotes/discount")
    Map<String, Object> quote(@RequestParam("plan") DiscountPlan plan,
                              @RequestParam("subtotal") BigDecimal subtotal,
                              @RequestParam("qty") int quantity) {
        return Map.of("plan", plan, "total", rules.apply(plan, subtotal, quantity));
    }
}
