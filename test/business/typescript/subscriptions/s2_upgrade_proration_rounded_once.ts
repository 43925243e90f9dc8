// business: obeys — the unrounded daily difference is multiplied by the days left and the result is rounded half up to whole cents once
// rule: round-half-up-at-end
// context: Mid-cycle upgrades are charged for the remaining days only. Keep every intermediate amount unrounded and round the final prorated charge half up to the nearest cent. Downgrades are never prorated; they start at renewal.
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

/** Half up for the positive amounts charged here: Math.round(2.5) is 3. */
function roundHalfUpCents(amount: number): number {
  return Math.round(amount);
}

export class ProrationCalculator {
  upgradeChargeCents(current: Plan, next: Plan, period: BillingPeriod, changedAt: Date): number {
    if (next.monthlyPriceCents <= current.monthlyPriceCents) {
      return 0;
    }
    const daysInPeriod = daysBetween(period.start, period.end);
    const daysLeft = daysBetween(changedAt, period.end);
    const dailyDifference = (next.monthlyPriceCents - current.monthlyPriceCents) / daysInPeriod;
    const exactCharge = dailyDifference * daysLeft;
    return roundHalfUpCents(exactCharge);
  }
}
