# business: obeys — points are earned on the merchandise subtotal after discounts and before tax
# rule: points-on-pretax-amount
# context: Members earn 2 points per whole dollar spent. Points are based on the amount after discounts but before sales tax; shipping does not earn points.
from dataclasses import dataclass
from decimal import Decimal, ROUND_FLOOR

POINTS_PER_DOLLAR = Decimal("2")


@dataclass(frozen=True)
class Receipt:
    merchandise: Decimal
    discounts: Decimal
    sales_tax: Decimal
    shipping: Decimal

    def __post_init__(self) -> None:
        for name in ("merchandise", "discounts", "sales_tax", "shipping"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must not be negative")

    @property
    def charged(self) -> Decimal:
        return self.merchandise - self.discounts + self.sales_tax + self.shipping


def eligible_amount(receipt: Receipt) -> Decimal:
    return max(Decimal("0"), receipt.merchandise - receipt.discounts)


def points_earned(receipt: Receipt) -> int:
    whole_dollars = eligible_amount(receipt).to_integral_value(rounding=ROUND_FLOOR)
    return int(whole_dollars * POINTS_PER_DOLLAR)


class LoyaltyAccount:
    def __init__(self, member_id: str, balance: int = 0):
        self.member_id = member_id
        self.balance = balance

    def credit_purchase(self, receipt: Receipt) -> int:
        earned = points_earned(receipt)
        self.balance += earned
        return earned
