# business: obeys — credit notes and returns are subtracted from invoiced sales first, and the 4 percent rate is applied to that net figure
# rule: commission-on-net-sales
# context: Account managers earn a 4 percent commission. Commission is calculated on net sales: invoiced sales minus credit notes and returns in the same month. It is paid with the following month's salary.
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")
COMMISSION_RATE = Decimal("0.04")


@dataclass(frozen=True)
class MonthlySales:
    manager_id: str
    month: date
    invoiced: Decimal
    credit_notes: Decimal
    returns: Decimal

    def __post_init__(self) -> None:
        if min(self.invoiced, self.credit_notes, self.returns) < 0:
            raise ValueError("sales figures must not be negative")

    @property
    def net_sales(self) -> Decimal:
        return max(Decimal("0"), self.invoiced - self.credit_notes - self.returns)


@dataclass(frozen=True)
class CommissionLine:
    manager_id: str
    pay_month: date
    amount: Decimal


def next_month(d: date) -> date:
    return date(d.year + (d.month == 12), d.month % 12 + 1, 1)


def commission_for(sales: MonthlySales) -> CommissionLine:
    net = sales.net_sales
    amount = (net * COMMISSION_RATE).quantize(CENT, rounding=ROUND_HALF_UP)
    return CommissionLine(sales.manager_id, next_month(sales.month), amount)
