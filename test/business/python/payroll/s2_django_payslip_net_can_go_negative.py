# business: violation — net is gross minus income tax, pension and union dues with no floor, so a low-hours month produces a negative payslip
# rule: net-pay-non-negative
# context: Net pay is gross pay minus income tax, pension contributions and union dues. Net pay can never be negative. Payslips are issued on the last working day of the month.
# expect: generic.business_logic.bound-unchecked
from decimal import Decimal

from django.db import models, transaction

PENSION_RATE = Decimal("0.05")


class Payslip(models.Model):
    employee = models.ForeignKey("staff.Employee", on_delete=models.PROTECT, related_name="payslips")
    period_end = models.DateField()
    gross = models.DecimalField(max_digits=12, decimal_places=2)
    income_tax = models.DecimalField(max_digits=12, decimal_places=2)
    pension = models.DecimalField(max_digits=12, decimal_places=2)
    union_dues = models.DecimalField(max_digits=12, decimal_places=2)
    net = models.DecimalField(max_digits=12, decimal_places=2)

    class Meta:
        unique_together = [("employee", "period_end")]


def issue_payslip(employee, period_end, gross: Decimal, tax_table) -> Payslip:
    if gross < 0:
        raise ValueError("gross pay must not be negative")
    with transaction.atomic():
        slip = Payslip(
            employee=employee,
            period_end=period_end,
            gross=gross,
            income_tax=tax_table.withholding(employee, gross),
            pension=(gross * PENSION_RATE).quantize(Decimal("0.01")),
            union_dues=employee.union_dues,
        )
        slip.net = slip.gross - slip.income_tax - slip.pension - slip.union_dues  # expect-line
        slip.save()
        return slip
