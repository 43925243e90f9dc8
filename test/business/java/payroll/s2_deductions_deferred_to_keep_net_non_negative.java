// business: obeys — each deduction takes at most what is left of gross pay; the rest is deferred, so net pay cannot fall below zero (and the Payslip record checks it)
// rule: net-pay-non-negative
// context: Net pay is gross pay less deductions and it must be at least zero. Deductions that do not fit in this period are deferred to the next one, oldest first. Payday is every other Friday.
package com.acme.payroll;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

final class PayslipCalculator {

    record Deduction(String code, BigDecimal amount, java.time.LocalDate raisedOn) {}

    record Payslip(BigDecimal gross, BigDecimal deducted, BigDecimal net, List<Deduction> deferred) {
        Payslip {
            if (net.signum() < 0) {
                throw new IllegalStateException("net pay must not be negative");
            }
            deferred = List.copyOf(deferred);
        }
    }

    Payslip calculate(BigDecimal gross, List<Deduction> deductions) {
        if (gross.signum() < 0) {
            throw new IllegalArgumentException("gross pay must not be negative");
        }
        List<Deduction> oldestFirst = new ArrayList<>(deductions);
        oldestFirst.sort(Comparator.comparing(Deduction::raisedOn));
        BigDecimal remaining = gross;
        List<Deduction> deferred = new ArrayList<>();
        for (Deduction d : oldestFirst) {
            BigDecimal taken = d.amount().min(remaining);
            remaining = remaining.subtract(taken);
            BigDecimal left = d.amount().subtract(taken);
            if (left.signum() > 0) {
                deferred.add(new Deduction(d.code(), left, d.raisedOn()));
            }
        }
        return new Payslip(gross, gross.subtract(remaining), remaining, deferred);
    }
}
