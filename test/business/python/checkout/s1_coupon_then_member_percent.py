# business: obeys — the fixed coupon is subtracted first and the member percentage is then applied to what remains
# rule: coupon-before-member-discount
# context: Coupons are a fixed dollar amount and come off before the member discount; the member percentage then applies to the reduced price.
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP
from typing import Optional

CENT = Decimal("0.01")


@dataclass(frozen=True)
class Coupon:
    code: str
    amount: Decimal

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise ValueError("coupon amount must not be negative")


@dataclass(frozen=True)
class PriceBreakdown:
    subtotal: Decimal
    coupon: Decimal
    member_discount: Decimal
    total: Decimal


def price_order(subtotal: Decimal, coupon: Optional[Coupon], member_rate: Decimal) -> PriceBreakdown:
    if subtotal < 0:
        raise ValueError("subtotal must not be negative")
    if not Decimal("0") <= member_rate <= Decimal("1"):
        raise ValueError("member rate must be between 0 and 1")
    coupon_amount = min(coupon.amount, subtotal) if coupon else Decimal("0")
    after_coupon = subtotal - coupon_amount
    member_discount = (after_coupon * member_rate).quantize(CENT, rounding=ROUND_HALF_UP)
    return PriceBreakdown(
        subtotal=subtotal,
        coupon=coupon_amount,
        member_discount=member_discount,
        total=after_coupon - member_discount,
    )
