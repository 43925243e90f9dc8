<?php
// business: obeys — line amounts are summed with bcmath at six decimals and the total is rounded half up to the cent once, at the end
// rule: round-half-up-at-end
// context: Invoice totals are rounded to the cent, half up, only once at the end; line amounts are never rounded individually. Hourly rates may have up to four decimals.

declare(strict_types=1);

namespace App\Invoicing;

final class TimeEntry
{
    public function __construct(
        public readonly string $description,
        public readonly string $hours,
        public readonly string $hourlyRate,
    ) {
        if (bccomp($hours, '0', 6) < 0 || bccomp($hourlyRate, '0', 6) < 0) {
            throw new \InvalidArgumentException("negative hours or rate on {$description}");
        }
    }
}

final class InvoiceTotaller
{
    private const SCALE = 6;

    public function __construct(private readonly string $taxRate)
    {
        if (bccomp($taxRate, '0', self::SCALE) < 0) {
            throw new \InvalidArgumentException('tax rate must not be negative');
        }
    }

    /** @param TimeEntry[] $entries */
    public function total(array $entries): string
    {
        $net = '0';
        foreach ($entries as $entry) {
            $net = bcadd($net, bcmul($entry->hours, $entry->hourlyRate, self::SCALE), self::SCALE);
        }
        $gross = bcadd($net, bcmul($net, $this->taxRate, self::SCALE), self::SCALE);
        return $this->roundHalfUp($gross);
    }

    private function roundHalfUp(string $amount): string
    {
        return bcadd($amount, '0.005', 2);
    }
}
