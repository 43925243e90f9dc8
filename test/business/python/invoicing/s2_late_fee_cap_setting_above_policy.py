# business: violation — the configured late-fee cap is $50 while the policy caps the fee at thirty-five dollars per invoice
# rule: late-fee-cap
# context: Invoices unpaid 30 days after the due date are charged a late fee of 1.5% of the open balance. The late fee can never exceed thirty-five dollars per invoice. Customers on an agreed payment plan are exempt.
# expect: generic.business_logic.bound-violated
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")


@dataclass(frozen=True)
class LateFeePolicy:
    rate: Decimal = Decimal("0.015")
    cap: Decimal = Decimal("50.00")  # expect-line
    grace: timedelta = timedelta(days=30)


@dataclass
class Invoice:
    number: str
    due_on: date
    open_balance: Decimal
    on_payment_plan: bool = False
    late_fee: Decimal = Decimal("0")


def assess_late_fee(invoice: Invoice, today: date, policy: LateFeePolicy = LateFeePolicy()) -> Decimal:
    if invoice.on_payment_plan or invoice.open_balance <= 0:
        return Decimal("0")
    if today < invoice.due_on + policy.grace:
        return Decimal("0")
    fee = min(invoice.open_balance * policy.rate, policy.cap).quantize(CENT, rounding=ROUND_HALF_UP)
    invoice.late_fee = fee
    return fee
