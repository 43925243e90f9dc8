# business: violation — recovering a salary advance can push the net amount below zero and it is stored as is
# rule: net-pay-non-negative
# context: Salary advances are recovered from the following payslips. Net pay is at least zero in every pay period; any remainder of the advance rolls forward.
# expect: generic.business_logic.bound-unchecked
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")


@dataclass
class Employee:
    id: str
    monthly_salary: Decimal
    tax_rate: Decimal
    advance_outstanding: Decimal = Decimal("0")


@dataclass
class Payslip:
    employee_id: str
    gross: Decimal
    tax: Decimal
    advance_recovered: Decimal
    net: Decimal


class PayslipService:
    def __init__(self, repository):
        self.repository = repository

    def monthly_payslip(self, employee: Employee, unpaid_leave: Decimal) -> Payslip:
        if unpaid_leave < 0 or employee.monthly_salary < 0 or employee.advance_outstanding < 0:
            raise ValueError("amounts must not be negative")
        gross = employee.monthly_salary - min(unpaid_leave, employee.monthly_salary)
        tax = (gross * employee.tax_rate).quantize(CENT, rounding=ROUND_HALF_UP)
        recovered = employee.advance_outstanding
        net = gross - tax - recovered  # expect-line
        employee.advance_outstanding -= recovered
        slip = Payslip(employee.id, gross, tax, recovered, net)
        self.repository.save(slip)
        return slip
