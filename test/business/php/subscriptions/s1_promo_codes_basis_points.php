<?php
// business: violation — the BLACKFRIDAY promo is 5000 basis points (50%) while no promotion may take more than thirty-five percent off
// rule: discount-max-percent
// context: No promotion may take more than thirty-five percent off a plan's monthly price. Promo codes are case-insensitive.
// expect: generic.business_logic.bound-violated

declare(strict_types=1);

namespace App\Subscriptions;

final class PromoCatalog
{
    /** Discount per promo code, in basis points. */
    private const PROMOS = [
        'WELCOME' => 2000,
        'STUDENT' => 3500,
        'BLACKFRIDAY' => 5000, // expect-line
        'WINBACK' => 1500,
    ];

    public function discountBps(string $code): int
    {
        $key = strtoupper(trim($code));
        if (!array_key_exists($key, self::PROMOS)) {
            throw new \DomainException("unknown promo code {$code}");
        }
        return self::PROMOS[$key];
    }
}

final class PlanPricer
{
    public function __construct(private readonly PromoCatalog $catalog)
    {
    }

    public function monthlyPriceCents(int $listCents, ?string $promoCode): int
    {
        if ($listCents < 0) {
            throw new \InvalidArgumentException('list price must not be negative');
        }
        if ($promoCode === null || $promoCode === '') {
            return $listCents;
        }
        $bps = $this->catalog->discountBps($promoCode);
        $discount = (int) round($listCents * $bps / 10000);
        return $listCents - $discount;
    }
}
