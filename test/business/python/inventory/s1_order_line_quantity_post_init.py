# business: obeys — OrderLine validates 1 <= quantity <= 99 in __post_init__, before any total is computed; MAX_LINES is a separate limit
# rule: line-quantity-range
# context: Each order line must have a quantity of at least 1 and no more than 99. An order can hold up to 250 lines.
from dataclasses import dataclass, field
from typing import List

MIN_LINE_QTY = 1
MAX_LINE_QTY = 99
MAX_LINES = 250


@dataclass(frozen=True)
class OrderLine:
    sku: str
    quantity: int
    unit_price_cents: int

    def __post_init__(self) -> None:
        if not MIN_LINE_QTY <= self.quantity <= MAX_LINE_QTY:
            raise ValueError(f"{self.sku}: quantity must be {MIN_LINE_QTY}-{MAX_LINE_QTY}, got {self.quantity}")
        if self.unit_price_cents < 0:
            raise ValueError(f"{self.sku}: negative price")

    @property
    def total_cents(self) -> int:
        return self.quantity * self.unit_price_cents


@dataclass
class PurchaseOrder:
    supplier: str
    lines: List[OrderLine] = field(default_factory=list)

    def add(self, sku: str, quantity: int, unit_price_cents: int) -> OrderLine:
        if len(self.lines) >= MAX_LINES:
            raise ValueError("order is full")
        line = OrderLine(sku, quantity, unit_price_cents)
        self.lines.append(line)
        return line

    def total_cents(self) -> int:
        return sum(line.total_cents for line in self.lines)
