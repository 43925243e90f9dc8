# business: obeys — the suggested percents 15, 20 and 25 sit inside the 10-30 range, and a typed-in custom amount is only checked for being non-negative, which the context allows
# rule: tip-max-percent
# context: Suggested tips are at least 10% and at most 30% of the food and beverage subtotal. Guests may also type in a custom tip amount in dollars, with no upper limit. The middle suggestion is preselected.
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP
from typing import List, Optional

CENT = Decimal("0.01")
SUGGESTED_TIP_PERCENTS = (15, 20, 25)
PRESELECTED_INDEX = 1


@dataclass(frozen=True)
class TipOption:
    percent: Optional[int]
    amount: Decimal
    preselected: bool


def tip_options(food_and_beverage: Decimal) -> List[TipOption]:
    if food_and_beverage < 0:
        raise ValueError("subtotal must not be negative")
    return [
        TipOption(
            percent=p,
            amount=(food_and_beverage * p / 100).quantize(CENT, rounding=ROUND_HALF_UP),
            preselected=(i == PRESELECTED_INDEX),
        )
        for i, p in enumerate(SUGGESTED_TIP_PERCENTS)
    ]


def custom_tip(amount: Decimal) -> TipOption:
    if amount < 0:
        raise ValueError("a tip cannot be negative")
    return TipOption(percent=None, amount=amount.quantize(CENT, rounding=ROUND_HALF_UP), preselected=False)
