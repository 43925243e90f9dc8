from decimal import Decimal


def apply_discount(price: Decimal, discount_rate: Decimal) -> Decimal:
    # ruleid: generic.business_logic.unbounded-percentage
    if discount_rate < 0 or discount_rate > 1:
        raise ValueError("discount_rate must be between 0 and 1")
    return price * (1 - discount_rate)


def apply_discount_checked(price: Decimal, discount_rate: Decimal) -> Decimal:
    if not Decimal(0) <= discount_rate <= Decimal(1):
        raise ValueError("discount_rate must be between 0 and 1")
    # ok: generic.business_logic.unbounded-percentage
    return price * (1 - discount_rate)


def apply_markup(cost: Decimal, markup_pct: int) -> Decimal:
    # ok: generic.business_logic.unbounded-percentage
    return cost * (100 + markup_pct) / 100


def apply_coupon(price: Decimal, coupon_pct: int) -> Decimal:
    coupon_pct = min(max(coupon_pct, 0), 100)
    # ok: generic.business_logic.unbounded-percentage
    return price * (100 - coupon_pct) / 100
