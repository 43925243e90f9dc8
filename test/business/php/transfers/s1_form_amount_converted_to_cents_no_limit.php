<?php
// business: violation — the dollar amount from the form is converted to cents and sent with only a minimum check, never the 10,000-dollar maximum
// rule: transfer-max-amount
// context: Each transfer must be at least $1 and no more than $10,000. Customers can schedule transfers up to 90 days ahead.
// expect: generic.business_logic.bound-unchecked

declare(strict_types=1);

namespace App\Transfers;

final class ScheduledTransfer
{
    public function __construct(
        public readonly string $fromAccount,
        public readonly string $toAccount,
        public readonly int $amountCents,
        public readonly \DateTimeImmutable $executeOn,
    ) {
    }
}

final class TransferFormHandler
{
    private const MIN_CENTS = 100;
    private const MAX_DAYS_AHEAD = 90;

    public function __construct(private readonly TransferQueue $queue)
    {
    }

    public function handle(array $form, \DateTimeImmutable $today): ScheduledTransfer
    {
        $cents = (int) round(((float) $form['amount']) * 100);
        if ($cents < self::MIN_CENTS) {
            throw new \InvalidArgumentException('minimum transfer is $1.00');
        }
        $executeOn = new \DateTimeImmutable($form['date']);
        if ($executeOn < $today || $executeOn->diff($today)->days > self::MAX_DAYS_AHEAD) {
            throw new \InvalidArgumentException('date must be within the next 90 days');
        }
        $transfer = new ScheduledTransfer($form['from'], $form['to'], $cents, $executeOn); // expect-line
        $this->queue->push($transfer);
        return $transfer;
    }
}

interface TransferQueue
{
    public function push(ScheduledTransfer $transfer): void;
}
