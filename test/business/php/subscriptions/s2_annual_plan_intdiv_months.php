<?php
// business: violation — the yearly price is divided into twelve monthly charges with intdiv and the remainder cents are never charged
// rule: instalments-sum-to-total
// context: (none)
// expect: generic.business_logic.remainder-lost

declare(strict_types=1);

namespace App\Subscriptions;

final class Plan
{
    public function __construct(
        public readonly string $id,
        public readonly int $annualCents,
    ) {
    }
}

final class MonthlyCharge
{
    public function __construct(
        public readonly \DateTimeImmutable $chargeOn,
        public readonly int $amountCents,
    ) {
    }
}

final class MonthlyBillingSchedule
{
    private const MONTHS = 12;

    /** @return list<MonthlyCharge> */
    public function for(Plan $plan, \DateTimeImmutable $start): array
    {
        if ($plan->annualCents <= 0) {
            throw new \InvalidArgumentException('plan price must be positive');
        }
        $monthly = intdiv($plan->annualCents, self::MONTHS); // expect-line
        $charges = [];
        for ($i = 0; $i < self::MONTHS; $i++) {
            $charges[] = new MonthlyCharge($start->modify("+{$i} months"), $monthly);
        }
        return $charges;
    }
}
