<?php
// business: obeys — suggested tip amounts are computed from the food and drink subtotal; tax is added to the bill separately
// rule: tip-on-pretax-food
// context: Suggested tips are calculated on the food and drink subtotal before tax. Amounts are kept in cents.

declare(strict_types=1);

namespace App\Tips;

final class CheckItem
{
    public function __construct(
        public readonly string $name,
        public readonly int $quantity,
        public readonly int $priceCents,
    ) {
        if ($quantity < 0 || $priceCents < 0) {
            throw new \InvalidArgumentException("negative value on {$name}");
        }
    }
}

final class TipSuggester
{
    private const SUGGESTED_PERCENTS = [15, 18, 20];

    public function __construct(private readonly int $taxRateBps)
    {
    }

    /** @param CheckItem[] $items */
    public function suggestions(array $items): array
    {
        $food = 0;
        foreach ($items as $item) {
            $food += $item->quantity * $item->priceCents;
        }
        $tax = (int) round($food * $this->taxRateBps / 10000);

        $rows = [];
        foreach (self::SUGGESTED_PERCENTS as $percent) {
            $tip = (int) round($food * $percent / 100);
            $rows[] = [
                'percent' => $percent,
                'tipCents' => $tip,
                'totalCents' => $food + $tax + $tip,
            ];
        }
        return $rows;
    }
}
