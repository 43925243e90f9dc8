// business: violation — net pay is gross minus all deductions with nothing stopping it from going below zero
// rule: net-pay-non-negative
// context: Net pay after deductions can never be negative. Deductions that do not fit in a pay period are carried over to the next one.
// expect: generic.business_logic.bound-unchecked
'use strict';

const DEDUCTION_ORDER = ['tax', 'pension', 'health', 'garnishment', 'loanRepayment'];

function sumDeductions(deductions) {
  let total = 0;
  for (const key of DEDUCTION_ORDER) {
    const cents = deductions[key] || 0;
    if (!Number.isInteger(cents) || cents < 0) {
      throw new RangeError(`deduction ${key} must be a non-negative integer`);
    }
    total += cents;
  }
  return total;
}

function buildPayslip(employee, period) {
  if (!Number.isInteger(period.grossCents) || period.grossCents < 0) {
    throw new RangeError('gross pay must be a non-negative integer');
  }
  const deductionsCents = sumDeductions(period.deductions);
  const netCents = period.grossCents - deductionsCents; // expect-line
  return {
    employeeId: employee.id,
    periodEnd: period.end,
    grossCents: period.grossCents,
    deductionsCents,
    netCents,
  };
}

module.exports = { buildPayslip, sumDeductions };
