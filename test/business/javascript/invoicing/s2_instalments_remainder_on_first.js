// business: obeys — the floor share is computed, but the remainder (total % count) is added to the first instalment so the schedule sums to the invoice total
// rule: instalments-sum-to-total
// context: (none)
'use strict';

const ALLOWED_COUNTS = new Set([3, 6, 12]);

function addMonths(date, months) {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

function splitEvenly(totalCents, count) {
  const shareCents = Math.floor(totalCents / count);
  const remainderCents = totalCents % count;
  return Array.from({ length: count }, (_, i) => (i === 0 ? shareCents + remainderCents : shareCents));
}

class InstalmentPlanner {
  constructor(store) {
    this.store = store;
  }

  plan(invoice, count, firstDue) {
    if (!Number.isInteger(invoice.totalCents) || invoice.totalCents <= 0) {
      throw new RangeError('invoice total must be a positive number of cents');
    }
    if (!ALLOWED_COUNTS.has(count)) {
      throw new RangeError(`instalment count must be one of ${[...ALLOWED_COUNTS].join(', ')}`);
    }
    return splitEvenly(invoice.totalCents, count).map((amountCents, i) => ({
      number: i + 1,
      dueDate: addMonths(firstDue, i),
      amountCents,
    }));
  }

  async schedule(invoice, count, firstDue) {
    const instalments = this.plan(invoice, count, firstDue);
    await this.store.saveSchedule(invoice.id, instalments);
    return instalments;
  }
}

module.exports = { InstalmentPlanner, splitEvenly };
