<?php
// business: violation — the member discount is computed on the subtotal before the coupon; the coupon should come off first
// rule: coupon-before-member-discount
// context: Members get 10% off. If the shopper also has a coupon, the coupon's fixed amount is taken off first and the 10% is calculated on what's left. Coupons expire at midnight UTC.
// expect: generic.business_logic.order-violation

declare(strict_types=1);

namespace App\Checkout;

final class Coupon
{
    public function __construct(
        public readonly string $code,
        public readonly int $amountCents,
        public readonly \DateTimeImmutable $expiresAt,
    ) {
        if ($amountCents < 0) {
            throw new \InvalidArgumentException('coupon amount must not be negative');
        }
    }
}

final class MemberCheckout
{
    private const MEMBER_DISCOUNT_BPS = 1000;

    public function total(int $subtotalCents, bool $isMember, ?Coupon $coupon, \DateTimeImmutable $now): array
    {
        if ($subtotalCents < 0) {
            throw new \InvalidArgumentException('subtotal must not be negative');
        }
        $memberDiscount = $isMember ? (int) round($subtotalCents * self::MEMBER_DISCOUNT_BPS / 10000) : 0; // expect-line
        $couponCents = 0;
        if ($coupon !== null && $coupon->expiresAt > $now) {
            $couponCents = min($coupon->amountCents, $subtotalCents - $memberDiscount);
        }
        return [
            'member_discount_cents' => $memberDiscount,
            'coupon_cents' => $couponCents,
            'total_cents' => $subtotalCents - $memberDiscount - $couponCents,
        ];
    }
}
