<?php
// business: violation — net pay is gross minus tax, social contributions and meal vouchers with nothing stopping it from going negative for a short month
// rule: net-pay-non-negative
// context: Net pay equals gross pay minus tax, social contributions and meal-voucher deductions, and must never be negative. Gross pay for part-timers is hours worked times the hourly rate. Payslips are kept for five years.
// expect: generic.business_logic.bound-unchecked

declare(strict_types=1);

namespace App\Payroll;

final class Payslip
{
    public function __construct(
        public readonly string $employeeId,
        public readonly int $grossCents,
        public readonly int $deductionsCents,
        public readonly int $netCents,
    ) {
    }
}

final class PartTimePayslipCalculator
{
    private const SOCIAL_RATE = 0.0765;
    private const MEAL_VOUCHER_CENTS = 4000;

    public function __construct(private readonly TaxTable $taxTable)
    {
    }

    public function calculate(string $employeeId, float $hours, int $hourlyRateCents, int $mealVouchers): Payslip
    {
        if ($hours < 0 || $hourlyRateCents < 0 || $mealVouchers < 0) {
            throw new \InvalidArgumentException('hours, rate and vouchers must not be negative');
        }
        $gross = (int) round($hours * $hourlyRateCents);
        $tax = $this->taxTable->withholdingCents($gross);
        $social = (int) round($gross * self::SOCIAL_RATE);
        $meals = $mealVouchers * self::MEAL_VOUCHER_CENTS;
        $deductions = $tax + $social + $meals;
        $net = $gross - $deductions; // expect-line
        return new Payslip($employeeId, $gross, $deductions, $net);
    }
}

interface TaxTable
{
    public function withholdingCents(int $grossCents): int;
}
