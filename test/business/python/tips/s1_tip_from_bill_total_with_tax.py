# business: violation — the tip is computed from bill.total, which already includes sales tax
# rule: tip-on-pretax-food
# context: Tables can be split up to 8 ways at the POS. Tips are computed on the pre-tax food amount. Parties of eight or more get an automatic 18% service charge instead of a tip prompt.
# expect: generic.business_logic.order-violation
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP
from typing import Sequence

CENT = Decimal("0.01")
TAX_RATE = Decimal("0.0875")


@dataclass(frozen=True)
class Item:
    name: str
    price: Decimal
    qty: int


@dataclass
class Bill:
    food: Decimal
    tax: Decimal
    total: Decimal
    tip: Decimal = Decimal("0")


def open_bill(items: Sequence[Item]) -> Bill:
    food = Decimal("0")
    for item in items:
        if item.price < 0 or item.qty < 0:
            raise ValueError(f"invalid item {item.name}")
        food += item.price * item.qty
    tax = (food * TAX_RATE).quantize(CENT, rounding=ROUND_HALF_UP)
    return Bill(food=food, tax=tax, total=food + tax)


def add_tip(bill: Bill, percent: Decimal) -> Bill:
    if percent < 0:
        raise ValueError("tip percent must not be negative")
    bill.tip = (bill.total * percent / 100).quantize(CENT, rounding=ROUND_HALF_UP)  # expect-line
    bill.total += bill.tip
    return bill
