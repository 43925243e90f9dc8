// business: obeys — each deduction takes at most what is left of the pay, so the running net stays at or above zero
// rule: net-pay-non-negative
// context: Deductions are taken in priority order (taxes, court orders, benefits, voluntary). Net pay may never end up below zero; anything not taken is reported as unpaid.
package com.acme.payroll;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

final class NetPayCalculator {

    record Deduction(String code, int priority, BigDecimal amount) {
        Deduction {
            if (amount.signum() < 0) throw new IllegalArgumentException(code + " must not be negative");
        }
    }

    record Line(String code, BigDecimal taken, BigDecimal unpaid) {}

    record Result(BigDecimal gross, BigDecimal net, List<Line> lines) {}

    Result compute(BigDecimal gross, List<Deduction> deductions) {
        if (gross.signum() < 0) throw new IllegalArgumentException("gross must not be negative");
        List<Deduction> ordered = new ArrayList<>(deductions);
        ordered.sort((a, b) -> Integer.compare(a.priority(), b.priority()));

        BigDecimal remaining = gross;
        List<Line> lines = new ArrayList<>();
        for (Deduction d : ordered) {
            BigDecimal taken = d.amount().min(remaining);
            remaining = remaining.subtract(taken);
            lines.add(new Line(d.code(), taken, d.amount().subtract(taken)));
        }
        return new Result(gross, remaining, lines);
    }
}
