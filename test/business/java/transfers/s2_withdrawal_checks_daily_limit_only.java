// business: violation — the ATM withdrawal is checked against the card's daily limit and the note denominations, but never against the account balance
// rule: withdrawal-not-above-balance
// context: Cash withdrawals at our ATMs must not be more than the account's available balance. The daily ATM limit is $800 per card. Withdrawals are dispensed in multiples of $20.
// expect: generic.business_logic.comparison-unchecked
package com.acme.atm;

final class AtmWithdrawalService {

    private static final long DAILY_LIMIT_CENTS = 80_000L;
    private static final long NOTE_CENTS = 2_000L;

    static final class Account {
        final String id;
        long availableCents;

        Account(String id, long availableCents) {
            this.id = id;
            this.availableCents = availableCents;
        }
    }

    interface CardUsage {
        long withdrawnTodayCents(String cardNumber);

        void add(String cardNumber, long cents);
    }

    interface Dispenser {
        void dispense(long cents);
    }

    private final CardUsage usage;
    private final Dispenser dispenser;

    AtmWithdrawalService(CardUsage usage, Dispenser dispenser) {
        this.usage = usage;
        this.dispenser = dispenser;
    }

    void withdraw(String cardNumber, Account account, long amountCents) {
        if (amountCents <= 0 || amountCents % NOTE_CENTS != 0) {
            throw new IllegalArgumentException("amount must be a positive multiple of $20");
        }
        if (usage.withdrawnTodayCents(cardNumber) + amountCents > DAILY_LIMIT_CENTS) {
            throw new IllegalStateException("daily ATM limit reached");
        }
        account.availableCents -= amountCents; // expect-line
        usage.add(cardNumber, amountCents);
        dispenser.dispense(amountCents);
    }
}
