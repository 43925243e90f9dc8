// business: violation — the daily price difference is rounded to whole cents inside the loop, once per remaining day, instead of once on the final prorated charge
// rule: round-half-up-at-end
// context: When a customer upgrades mid-cycle we charge the difference for the days left in the billing period. Prorated amounts keep full precision and are rounded half up to the cent only once, on the final charge. Downgrades take effect at the next renewal.
// expect: generic.business_logic.rounding-violation
export interface Plan {
  id: string;
  monthlyPriceCents: number;
}

export interface BillingPeriod {
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
}

export class ProrationCalculator {
  upgradeChargeCents(current: Plan, next: Plan, period: BillingPeriod, changedAt: Date): number {
    if (next.monthlyPriceCents <= current.monthlyPriceCents) {
      return 0; // downgrades and same-price switches wait for the renewal
    }
    const daysInPeriod = daysBetween(period.start, period.end);
    const daysLeft = daysBetween(changedAt, period.end);
    const dailyDifference = (next.monthlyPriceCents - current.monthlyPriceCents) / daysInPeriod;
    let chargeCents = 0;
    for (let day = 0; day < daysLeft; day += 1) {
      chargeCents += Math.round(dailyDifference); // expect-line
    }
    return chargeCents;
  }
}
