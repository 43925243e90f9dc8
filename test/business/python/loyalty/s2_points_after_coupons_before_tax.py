# business: obeys — points are one per dollar of merchandise after coupons, rounded down; sales tax and the delivery fee are kept out of the base
# rule: points-on-pretax-amount
# context: Members earn one point per dollar spent, rounded down to whole points. Points are calculated on what the member pays for merchandise after coupons, before sales tax and delivery fees. Points expire after 18 months.
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal, ROUND_FLOOR
from typing import List


@dataclass(frozen=True)
class Receipt:
    member_id: str
    merchandise: Decimal
    coupons: Decimal
    sales_tax: Decimal
    delivery_fee: Decimal
    purchased_on: date


@dataclass
class PointsLedger:
    entries: List[tuple] = field(default_factory=list)

    def credit(self, member_id: str, points: int, expires_on: date) -> None:
        self.entries.append((member_id, points, expires_on))


def eligible_spend(receipt: Receipt) -> Decimal:
    return max(Decimal("0"), receipt.merchandise - receipt.coupons)


def award_points(receipt: Receipt, ledger: PointsLedger) -> int:
    points = int(eligible_spend(receipt).to_integral_value(rounding=ROUND_FLOOR))
    if points > 0:
        ledger.credit(receipt.member_id, points, receipt.purchased_on + timedelta(days=548))
    return points
