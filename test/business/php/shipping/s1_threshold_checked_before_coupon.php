<?php
// business: violation — shipping is priced from the subtotal before the coupon is applied, so a coupon can drop the order under $50 and still ship free
// rule: free-shipping-threshold
// context: Spend $50 or more after discounts and shipping is on us. Coupons cannot be combined. Shipping to Alaska and Hawaii is never free.
// expect: generic.business_logic.order-violation

declare(strict_types=1);

namespace App\Shipping;

final class CheckoutTotals
{
    private const FREE_SHIPPING_MIN_CENTS = 5000;
    private const STANDARD_CENTS = 599;
    private const NON_CONTIGUOUS = ['AK', 'HI'];

    public function __construct(private readonly CouponRepository $coupons)
    {
    }

    public function compute(int $subtotalCents, ?string $couponCode, string $state): array
    {
        if ($subtotalCents < 0) {
            throw new \InvalidArgumentException('subtotal must not be negative');
        }
        $qualifies = $subtotalCents >= self::FREE_SHIPPING_MIN_CENTS; // expect-line
        $shipping = ($qualifies && !in_array($state, self::NON_CONTIGUOUS, true)) ? 0 : self::STANDARD_CENTS;

        $discount = $couponCode !== null ? $this->coupons->amountCents($couponCode, $subtotalCents) : 0;
        $discount = max(0, min($discount, $subtotalCents));

        return [
            'subtotal_cents' => $subtotalCents,
            'discount_cents' => $discount,
            'shipping_cents' => $shipping,
            'total_cents' => $subtotalCents - $discount + $shipping,
        ];
    }
}

interface CouponRepository
{
    public function amountCents(string $code, int $subtotalCents): int;
}
