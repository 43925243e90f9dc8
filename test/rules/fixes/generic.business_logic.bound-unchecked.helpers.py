# context: The tip is no more than 25 percent of food before tax.
from decimal import Decimal


def parse_percent(payload: dict) -> Decimal:
    percent = Decimal(str(payload["percent"]))
    if percent < 0:
        raise ValueError("tip percent must not be negative")
    return percent


def require_valid_percent(payload: dict) -> Decimal:
    percent = Decimal(str(payload["percent"]))
    if percent < 0 or percent > 25:
        raise ValueError("tip percent must be between 0 and 25")
    return percent


def tip_cents(food_cents: int, payload: dict) -> Decimal:
    percent = parse_percent(payload)
    # ruleid: generic.business_logic.bound-unchecked
    return food_cents * percent / 100


def checked_tip_cents(food_cents: int, payload: dict) -> Decimal:
    percent = require_valid_percent(payload)
    # ok: generic.business_logic.bound-unchecked
    return food_cents * percent / 100
