// business: obeys — lines are accumulated exactly in ten-thousandths of a cent and the total is rounded half up to whole cents once at the end
// rule: round-half-up-at-end
// context: Totals on invoices: round half up to the cent, and only once, at the end (no per-line rounding). Usage is metered in units priced in basis points of a cent.
'use strict';

const SCALE = 10000;

function lineAmountScaled(line) {
  if (!Number.isInteger(line.units) || line.units < 0) {
    throw new RangeError(`invalid units on ${line.meter}`);
  }
  if (!Number.isInteger(line.priceBpsOfCent) || line.priceBpsOfCent < 0) {
    throw new RangeError(`invalid price on ${line.meter}`);
  }
  return line.units * line.priceBpsOfCent;
}

function roundHalfUpToCents(scaled) {
  return Math.round(scaled / SCALE);
}

function invoiceTotal(lines, taxBps) {
  if (!Number.isInteger(taxBps) || taxBps < 0) {
    throw new RangeError('tax rate must be a non-negative integer in basis points');
  }
  const netScaled = lines.reduce((sum, line) => sum + lineAmountScaled(line), 0);
  const taxScaled = (netScaled * taxBps) / 10000;
  return {
    lines: lines.length,
    totalCents: roundHalfUpToCents(netScaled + taxScaled),
  };
}

module.exports = { invoiceTotal, roundHalfUpToCents };
