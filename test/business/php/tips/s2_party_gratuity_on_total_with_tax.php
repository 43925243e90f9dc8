<?php
// business: violation — the automatic 18% gratuity for large parties is computed on the bill with tax added, not on the pre-tax food and drink subtotal
// rule: tip-on-pretax-food
// context: Gratuity for parties of eight or more is 18 percent, calculated on the food and drink subtotal before tax. Smaller parties tip at their own discretion. The gratuity appears on its own line of the check.
// expect: generic.business_logic.order-violation

declare(strict_types=1);

namespace App\Pos;

final class Check
{
    /** @param list<array{name: string, cents: int}> $items */
    public function __construct(
        public readonly int $guests,
        public readonly array $items,
        public readonly int $taxRateBps,
    ) {
    }
}

final class CheckTotals
{
    public function __construct(
        public readonly int $subtotalCents,
        public readonly int $taxCents,
        public readonly int $gratuityCents,
        public readonly int $totalCents,
    ) {
    }
}

final class CheckCalculator
{
    private const LARGE_PARTY = 8;
    private const GRATUITY_BPS = 1800;

    public function totals(Check $check): CheckTotals
    {
        $subtotal = array_sum(array_column($check->items, 'cents'));
        $tax = (int) round($subtotal * $check->taxRateBps / 10000);
        $billWithTax = $subtotal + $tax;
        $gratuity = 0;
        if ($check->guests >= self::LARGE_PARTY) {
            $gratuity = (int) round($billWithTax * self::GRATUITY_BPS / 10000); // expect-line
        }
        return new CheckTotals($subtotal, $tax, $gratuity, $billWithTax + $gratuity);
    }
}
