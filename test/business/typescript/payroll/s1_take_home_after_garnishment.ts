// business: violation — take-home pay subtracts benefits and the garnishment order from gross with no floor at zero before it is paid
// rule: net-pay-non-negative
// context: Employees are paid biweekly. Take-home pay must not drop below zero; when deductions exceed gross, the shortfall is recorded as arrears.
// expect: generic.business_logic.bound-unchecked

export interface PayPeriod {
  employeeId: string;
  hoursWorked: number;
  hourlyRateCents: number;
  benefitsCents: number;
  garnishmentCents: number;
  withholdingBps: number;
}

export interface PayResult {
  grossCents: number;
  withholdingCents: number;
  takeHomeCents: number;
}

function assertNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must not be negative`);
}

export class PayrollRun {
  constructor(private readonly pay: (employeeId: string, cents: number) => Promise<void>) {}

  compute(p: PayPeriod): PayResult {
    assertNonNegative('hoursWorked', p.hoursWorked);
    assertNonNegative('hourlyRateCents', p.hourlyRateCents);
    assertNonNegative('benefitsCents', p.benefitsCents);
    assertNonNegative('garnishmentCents', p.garnishmentCents);
    const grossCents = Math.round(p.hoursWorked * p.hourlyRateCents);
    const withholdingCents = Math.round((grossCents * p.withholdingBps) / 10_000);
    const takeHomeCents = grossCents - withholdingCents - p.benefitsCents - p.garnishmentCents; // expect-line
    return { grossCents, withholdingCents, takeHomeCents };
  }

  async run(periods: PayPeriod[]): Promise<void> {
    for (const period of periods) {
      const result = this.compute(period);
      await this.pay(period.employeeId, result.takeHomeCents);
    }
  }
}
