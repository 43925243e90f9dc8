<?php
// business: obeys — the $60 threshold is compared with the basket after coupon savings and before VAT, and the bulky-item surcharge is added separately
// rule: free-shipping-threshold
// context: Delivery is free on orders of $60 or more, counted after coupon savings and before VAT. Otherwise delivery costs $4.50. Bulky items add a $15 surcharge each.

declare(strict_types=1);

namespace App\Delivery;

final class Basket
{
    /** @param list<array{sku: string, cents: int, qty: int, bulky: bool}> $lines */
    public function __construct(
        public readonly array $lines,
        public readonly int $couponCents,
        public readonly int $vatBps,
    ) {
    }
}

final class DeliveryQuote
{
    private const FREE_FROM_CENTS = 6000;
    private const DELIVERY_CENTS = 450;
    private const BULKY_SURCHARGE_CENTS = 1500;

    public function deliveryCents(Basket $basket): int
    {
        $goods = 0;
        $bulky = 0;
        foreach ($basket->lines as $line) {
            $goods += $line['cents'] * $line['qty'];
            if ($line['bulky']) {
                $bulky += $line['qty'];
            }
        }
        $afterCoupon = max(0, $goods - $basket->couponCents);
        $base = $afterCoupon >= self::FREE_FROM_CENTS ? 0 : self::DELIVERY_CENTS;
        return $base + $bulky * self::BULKY_SURCHARGE_CENTS;
    }

    public function vatCents(Basket $basket): int
    {
        $goods = array_sum(array_map(static fn (array $l): int => $l['cents'] * $l['qty'], $basket->lines));
        return (int) round(max(0, $goods - $basket->couponCents) * $basket->vatBps / 10000);
    }
}
