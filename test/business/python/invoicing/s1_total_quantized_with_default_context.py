# business: violation — the total is quantized with the default decimal context, which rounds half to even, not half up
# rule: round-half-up-at-end
# context: The invoice total is rounded once, at the end, to two decimals; a half cent always rounds up. Payment is due within 14 days.
# expect: generic.business_logic.rounding-violation
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import List

CENT = Decimal("0.01")
PAYMENT_TERMS = timedelta(days=14)


@dataclass
class Line:
    description: str
    hours: Decimal
    rate: Decimal

    def amount(self) -> Decimal:
        if self.hours < 0 or self.rate < 0:
            raise ValueError(f"negative hours or rate on {self.description}")
        return self.hours * self.rate


@dataclass
class Invoice:
    number: str
    issued: date
    vat_rate: Decimal
    lines: List[Line] = field(default_factory=list)

    @property
    def due(self) -> date:
        return self.issued + PAYMENT_TERMS

    def total(self) -> Decimal:
        net = sum((line.amount() for line in self.lines), Decimal("0"))
        gross = net * (1 + self.vat_rate)
        return gross.quantize(CENT)  # expect-line
