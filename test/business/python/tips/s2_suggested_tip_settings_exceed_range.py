# business: violation — the top suggested tip in the handheld settings is 35 percent, outside the allowed 10-30 percent range
# rule: tip-max-percent
# context: The handheld shows three suggested tips and preselects the middle one. Suggested tips must be between 10 and 30 percent. Tips are computed on the food and beverage subtotal before tax.
# expect: generic.business_logic.bound-violated
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP
from typing import List

CENT = Decimal("0.01")

HANDHELD_SETTINGS = {
    "suggested_tip_percents": [18, 25, 35],  # expect-line
    "preselected_index": 1,
    "receipt_footer": "Thank you for dining with us",
}


@dataclass(frozen=True)
class TipOption:
    percent: int
    amount: Decimal
    preselected: bool


def tip_options(food_and_beverage: Decimal) -> List[TipOption]:
    if food_and_beverage < 0:
        raise ValueError("subtotal must not be negative")
    percents = HANDHELD_SETTINGS["suggested_tip_percents"]
    chosen = HANDHELD_SETTINGS["preselected_index"]
    return [
        TipOption(
            percent=p,
            amount=(food_and_beverage * p / 100).quantize(CENT, rounding=ROUND_HALF_UP),
            preselected=(i == chosen),
        )
        for i, p in enumerate(percents)
    ]
