# business: violation — each invoice line is taxed on quantity x unit price before the line discount is taken off
# rule: tax-on-discounted-price
# context: Invoices are issued in EUR and payment terms are net 30. Sales tax applies to the discounted line amount, never to the undiscounted one. Credit notes must reference the original invoice number.
# expect: generic.business_logic.order-violation
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from typing import List

CENT = Decimal("0.01")


@dataclass
class InvoiceLine:
    description: str
    quantity: int
    unit_price: Decimal
    discount: Decimal = Decimal("0")
    tax_rate: Decimal = Decimal("0.20")


@dataclass
class Invoice:
    number: str
    lines: List[InvoiceLine] = field(default_factory=list)


@dataclass
class InvoiceTotals:
    net: Decimal
    tax: Decimal
    gross: Decimal


def _validate(line: InvoiceLine) -> None:
    if line.quantity < 0 or line.unit_price < 0 or line.discount < 0:
        raise ValueError(f"negative value on line {line.description!r}")
    if line.discount > line.unit_price * line.quantity:
        raise ValueError(f"discount exceeds line amount on {line.description!r}")


def invoice_totals(invoice: Invoice) -> InvoiceTotals:
    net = Decimal("0")
    tax = Decimal("0")
    for line in invoice.lines:
        _validate(line)
        amount = line.unit_price * line.quantity
        tax += amount * line.tax_rate  # expect-line
        net += amount - line.discount
    net = net.quantize(CENT, rounding=ROUND_HALF_UP)
    tax = tax.quantize(CENT, rounding=ROUND_HALF_UP)
    return InvoiceTotals(net=net, tax=tax, gross=net + tax)
