// business: violation — amountCents is checked for being positive and funded but never against the $10,000 per-transfer ceiling
// rule: transfer-max-amount
// context: A single transfer is at most $10,000. Larger amounts must be split or sent as a wire through the branch. Amounts are handled in cents.
// expect: generic.business_logic.bound-unchecked
package com.acme.transfers;

import java.time.Instant;
import java.util.UUID;

final class TransferService {

    record TransferCommand(String fromAccount, String toAccount, long amountCents, String reference) {}

    record TransferReceipt(UUID id, long amountCents, Instant bookedAt) {}

    interface Ledger {
        long availableCents(String account);

        void move(String from, String to, long cents, String reference);
    }

    private final Ledger ledger;

    TransferService(Ledger ledger) {
        this.ledger = ledger;
    }

    TransferReceipt transfer(TransferCommand cmd) {
        if (cmd.amountCents() <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        if (cmd.fromAccount().equals(cmd.toAccount())) {
            throw new IllegalArgumentException("source and target are the same account");
        }
        if (cmd.amountCents() > ledger.availableCents(cmd.fromAccount())) {
            throw new IllegalStateException("insufficient funds");
        }
        ledger.move(cmd.fromAccount(), cmd.toAccount(), cmd.amountCents(), cmd.reference()); // expect-line
        return new TransferReceipt(UUID.randomUUID(), cmd.amountCents(), Instant.now());
    }
}
