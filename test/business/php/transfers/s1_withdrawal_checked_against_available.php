<?php
// business: obeys — the withdrawal is refused when it is larger than the available balance (ledger balance minus holds)
// rule: withdrawal-not-above-balance
// context: Customers cannot withdraw more than their available balance. Pending card holds reduce the available balance.

declare(strict_types=1);

namespace App\Transfers;

final class Account
{
    public function __construct(
        public readonly string $id,
        public int $ledgerBalanceCents,
        public int $holdsCents,
    ) {
    }

    public function availableCents(): int
    {
        return $this->ledgerBalanceCents - $this->holdsCents;
    }
}

final class InsufficientFunds extends \RuntimeException
{
}

final class WithdrawalService
{
    public function __construct(private readonly \Closure $payout)
    {
    }

    public function withdraw(Account $account, int $amountCents): int
    {
        if ($amountCents <= 0) {
            throw new \InvalidArgumentException('withdrawal must be positive');
        }
        if ($amountCents > $account->availableCents()) {
            throw new InsufficientFunds("account {$account->id} has only {$account->availableCents()} cents available");
        }
        ($this->payout)($account->id, $amountCents);
        $account->ledgerBalanceCents -= $amountCents;
        return $account->ledgerBalanceCents;
    }
}
