// business: obeys — net pay is Math.max(0, gross - deductions) and the part of the deductions that did not fit is carried to the next period
// rule: net-pay-non-negative
// context: Hourly staff are paid every two weeks. Net pay is gross pay minus tax withholding, benefits and any uniform deduction, and it can never drop below zero; a shortfall is carried over to the next period. Overtime is paid at one and a half times the hourly rate.
'use strict';

const REGULAR_HOURS = 80;
const OVERTIME_MULTIPLIER = 1.5;

function grossPayCents(hours, hourlyRateCents) {
  if (hours < 0 || hourlyRateCents < 0) {
    throw new RangeError('hours and rate must not be negative');
  }
  const regular = Math.min(hours, REGULAR_HOURS);
  const overtime = Math.max(hours - REGULAR_HOURS, 0);
  return Math.round(regular * hourlyRateCents + overtime * hourlyRateCents * OVERTIME_MULTIPLIER);
}

class PayPeriodCalculator {
  constructor(withholding) {
    this.withholding = withholding;
  }

  payslip(employee, timesheet, carriedOverCents) {
    const grossCents = grossPayCents(timesheet.hours, employee.hourlyRateCents);
    const deductionsCents =
      this.withholding.taxCents(employee, grossCents) +
      employee.benefitsCents +
      (timesheet.uniformIssued ? employee.uniformDeductionCents : 0) +
      carriedOverCents;
    const netCents = Math.max(0, grossCents - deductionsCents);
    const nextCarryOverCents = Math.max(0, deductionsCents - grossCents);
    return {
      employeeId: employee.id,
      grossCents,
      deductionsCents: grossCents - netCents,
      netCents,
      nextCarryOverCents,
    };
  }
}

module.exports = { PayPeriodCalculator, grossPayCents };
