# business: violation — the ATM withdrawal checks the note denomination and sign but debits the account without comparing the amount to the balance
# rule: withdrawal-not-above-balance
# context: ATM cash comes in multiples of $20. A withdrawal must never take the account below zero, so it can't be bigger than the available balance.
# expect: generic.business_logic.comparison-unchecked
from dataclasses import dataclass
from decimal import Decimal

NOTE = Decimal("20")


class WithdrawalRejected(Exception):
    pass


@dataclass
class Account:
    number: str
    available: Decimal
    frozen: bool = False


@dataclass
class Dispense:
    account: str
    amount: Decimal
    remaining: Decimal


class AtmWithdrawals:
    def __init__(self, cash_unit):
        self.cash_unit = cash_unit

    def withdraw(self, account: Account, amount: Decimal) -> Dispense:
        if account.frozen:
            raise WithdrawalRejected("account is frozen")
        if amount <= 0:
            raise WithdrawalRejected("amount must be positive")
        if amount % NOTE != 0:
            raise WithdrawalRejected("amount must be a multiple of 20")
        account.available -= amount  # expect-line
        self.cash_unit.dispense(amount)
        return Dispense(account=account.number, amount=amount, remaining=account.available)
