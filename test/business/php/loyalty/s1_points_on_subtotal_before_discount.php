<?php
// business: violation — points are earned on the subtotal before the discount is taken off, not on the post-discount pre-tax amount
// rule: points-on-pretax-amount
// context: Loyalty points are earned on the pre-tax amount after discounts, not on the full price. Members get 5 points per dollar.
// expect: generic.business_logic.order-violation

declare(strict_types=1);

namespace App\Loyalty;

final class Sale
{
    public function __construct(
        public readonly string $memberId,
        public readonly int $subtotalCents,
        public readonly int $discountCents,
        public readonly int $taxCents,
    ) {
        if ($subtotalCents < 0 || $discountCents < 0 || $taxCents < 0) {
            throw new \InvalidArgumentException('sale amounts must not be negative');
        }
    }
}

final class PointsEarner
{
    private const POINTS_PER_DOLLAR = 5;

    public function __construct(private readonly PointsRepository $points)
    {
    }

    public function earn(Sale $sale): int
    {
        $earned = (int) floor($sale->subtotalCents * self::POINTS_PER_DOLLAR / 100); // expect-line
        if ($earned > 0) {
            $this->points->add($sale->memberId, $earned);
        }
        return $earned;
    }
}

interface PointsRepository
{
    public function add(string $memberId, int $points): void;
}
