<?php
// business: violation — the returns desk refunds the amount keyed in after checking the receipt's age and the manager PIN, but never compares it with what the receipt shows as paid
// rule: refund-not-above-paid
// context: Store returns are refunded to the original tender. The refund can never exceed what the customer paid on that receipt. Receipts older than 30 days need a manager PIN.
// expect: generic.business_logic.comparison-unchecked

declare(strict_types=1);

namespace App\Returns;

final class Receipt
{
    public function __construct(
        public readonly string $number,
        public readonly int $paidCents,
        public readonly string $tender,
        public readonly \DateTimeImmutable $issuedAt,
    ) {
    }
}

final class ReturnsDesk
{
    private const PIN_AFTER_DAYS = 30;

    public function __construct(
        private readonly TenderGateway $tenders,
        private readonly ManagerPins $pins,
    ) {
    }

    public function refund(Receipt $receipt, int $amountCents, ?string $managerPin, \DateTimeImmutable $now): string
    {
        if ($amountCents <= 0) {
            throw new \InvalidArgumentException('refund must be positive');
        }
        $age = $receipt->issuedAt->diff($now)->days;
        if ($age > self::PIN_AFTER_DAYS && !$this->pins->valid($managerPin)) {
            throw new \RuntimeException('a manager PIN is needed for receipts older than 30 days');
        }
        return $this->tenders->refund($receipt->tender, $receipt->number, $amountCents); // expect-line
    }
}

interface TenderGateway
{
    public function refund(string $tender, string $receiptNumber, int $cents): string;
}

interface ManagerPins
{
    public function valid(?string $pin): bool;
}
