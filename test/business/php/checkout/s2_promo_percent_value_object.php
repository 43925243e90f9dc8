<?php
// business: obeys — PercentOff's constructor refuses anything outside 5..40 before a promo code is built, and the expiry is limited to 60 days the same way
// rule: discount-max-percent
// context: Marketing promo codes give at least 5% and no more than 40% off. Codes last 60 days at most. Codes are stored in upper case.

declare(strict_types=1);

namespace App\Marketing;

final class PercentOff
{
    public const MIN = 5;
    public const MAX = 40;

    public function __construct(public readonly int $value)
    {
        if ($value < self::MIN || $value > self::MAX) {
            throw new \DomainException(sprintf('promo codes take %d%%-%d%% off, got %d%%', self::MIN, self::MAX, $value));
        }
    }

    public function of(int $cents): int
    {
        return (int) round($cents * $this->value / 100);
    }
}

final class PromoCodeFactory
{
    private const MAX_DAYS = 60;

    public function __construct(private readonly PromoCodeRepository $codes)
    {
    }

    public function create(string $code, int $percent, int $days, \DateTimeImmutable $now): PromoCode
    {
        if ($days < 1 || $days > self::MAX_DAYS) {
            throw new \DomainException('promo codes last between 1 and 60 days');
        }
        $promo = new PromoCode(strtoupper($code), new PercentOff($percent), $now->modify("+{$days} days"));
        $this->codes->save($promo);
        return $promo;
    }
}

final class PromoCode
{
    public function __construct(
        public readonly string $code,
        public readonly PercentOff $percentOff,
        public readonly \DateTimeImmutable $expiresAt,
    ) {
    }
}

interface PromoCodeRepository
{
    public function save(PromoCode $promo): void;
}
