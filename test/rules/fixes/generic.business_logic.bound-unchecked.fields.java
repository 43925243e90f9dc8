// context: A single transfer is at most $10,000.
package com.example.transfers;

final class TransferService {
    record TransferCommand(String from, String to, long amountCents) {}

    record CheckedTransfer(String from, String to, long amountCents) {
        CheckedTransfer {
            if (amountCents <= 0 || amountCents > 1_000_000) throw new IllegalArgumentException("amount out of range");
        }
    }

    interface Ledger {
        void move(String from, String to, long cents);
    }

    private final Ledger ledger;

    TransferService(Ledger ledger) {
        this.ledger = ledger;
    }

    void transfer(TransferCommand cmd) {
        if (cmd.amountCents() <= 0) throw new IllegalArgumentException("amount must be positive");
        // ruleid: generic.business_logic.bound-unchecked
        ledger.move(cmd.from(), cmd.to(), cmd.amountCents());
    }

    void transferChecked(TransferCommand cmd) {
        if (cmd.amountCents() <= 0 || cmd.amountCents() > 1_000_000) throw new IllegalArgumentException("amount out of range");
        // ok: generic.business_logic.bound-unchecked
        ledger.move(cmd.from(), cmd.to(), cmd.amountCents());
    }
}
