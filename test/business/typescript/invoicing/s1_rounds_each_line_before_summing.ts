// business: violation — every line is rounded to whole cents before the lines are summed, instead of rounding only the final total
// rule: round-half-up-at-end
// context: Invoice totals are rounded to the cent, half up, only once at the end.
// expect: generic.business_logic.rounding-violation

export interface UsageLine {
  product: string;
  quantity: number;
  unitPriceMilliCents: number;
}

export interface InvoiceSummary {
  lineCents: number[];
  totalCents: number;
}

function validate(line: UsageLine): void {
  if (line.quantity < 0 || line.unitPriceMilliCents < 0) {
    throw new RangeError(`invalid usage line ${line.product}`);
  }
}

export class UsageInvoicer {
  constructor(private readonly taxRateBps: number) {
    if (taxRateBps < 0) throw new RangeError('tax rate must not be negative');
  }

  summarize(lines: UsageLine[]): InvoiceSummary {
    const lineCents: number[] = [];
    for (const line of lines) {
      validate(line);
      const withTax = (line.quantity * line.unitPriceMilliCents * (10_000 + this.taxRateBps)) / 10_000 / 1_000;
      lineCents.push(Math.round(withTax)); // expect-line
    }
    const totalCents = lineCents.reduce((a, b) => a + b, 0);
    return { lineCents, totalCents };
  }
}
