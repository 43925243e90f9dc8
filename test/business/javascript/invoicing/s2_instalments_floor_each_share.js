// business: violation — every instalment is Math.floor(total / count), so the schedule sums to less than the amount owed whenever the total does not divide evenly
// rule: instalments-sum-to-total
// context: (none)
// expect: generic.business_logic.remainder-lost
'use strict';

const ALLOWED_COUNTS = new Set([3, 6, 12]);

function addMonths(date, months) {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
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
    const shareCents = Math.floor(invoice.totalCents / count); // expect-line
    const instalments = [];
    for (let i = 0; i < count; i += 1) {
      instalments.push({ number: i + 1, dueDate: addMonths(firstDue, i), amountCents: shareCents });
    }
    return instalments;
  }

  async schedule(invoice, count, firstDue) {
    const instalments = this.plan(invoice, count, firstDue);
    await this.store.saveSchedule(invoice.id, instalments);
    return instalments;
  }
}

module.exports = { InstalmentPlanner };
