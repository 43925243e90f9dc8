# business: violation — the tip rate from the handheld is parsed and used with no upper bound, although tips are limited to 25%
# rule: tip-max-percent
# context: Our restaurants offer 15/18/20% presets plus a custom amount. Whatever the guest picks, the tip is no more than 25 percent of food before tax. Tips are paid out to staff nightly.
# expect: generic.business_logic.bound-unchecked
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation, ROUND_HALF_UP

CENT = Decimal("0.01")
PRESETS = {"low": Decimal("15"), "mid": Decimal("18"), "high": Decimal("20")}


@dataclass
class Check:
    id: str
    food: Decimal
    tax: Decimal
    tip: Decimal = Decimal("0")


def parse_tip_percent(payload: dict) -> Decimal:
    preset = payload.get("preset")
    if preset is not None:
        return PRESETS[preset]
    try:
        percent = Decimal(str(payload["custom_percent"]))
    except (KeyError, InvalidOperation) as exc:
        raise ValueError("tip percent missing or not a number") from exc
    if percent < 0:
        raise ValueError("tip percent must not be negative")
    return percent


def apply_tip(check: Check, payload: dict) -> Check:
    if check.food < 0:
        raise ValueError("food subtotal must not be negative")
    percent = parse_tip_percent(payload)
    check.tip = (check.food * percent / 100).quantize(CENT, rounding=ROUND_HALF_UP)  # expect-line
    return check
