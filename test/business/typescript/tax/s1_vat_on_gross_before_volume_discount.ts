// business: violation — VAT is taken on the full net list amount; the volume discount is only deducted after VAT was computed
// rule: tax-on-discounted-price
// context: Tax must not be calculated on the list price. Apply the volume discount first, then compute VAT on the reduced amount. Amounts are integer cents and the VAT rate is configured in basis points.
// expect: generic.business_logic.order-violation

export interface TaxableLine {
  sku: string;
  quantity: number;
  unitPriceCents: number;
}

export interface VatBreakdown {
  netCents: number;
  discountCents: number;
  vatCents: number;
  grossCents: number;
}

const VOLUME_TIERS: ReadonlyArray<{ minUnits: number; bps: number }> = [
  { minUnits: 100, bps: 1000 },
  { minUnits: 50, bps: 500 },
  { minUnits: 10, bps: 200 },
];

function volumeDiscountBps(units: number): number {
  const tier = VOLUME_TIERS.find((t) => units >= t.minUnits);
  return tier ? tier.bps : 0;
}

export class VatCalculator {
  constructor(private readonly vatRateBps: number) {
    if (vatRateBps < 0 || vatRateBps > 10_000) throw new RangeError('vat rate out of range');
  }

  compute(lines: TaxableLine[]): VatBreakdown {
    let net = 0;
    let units = 0;
    for (const line of lines) {
      if (line.quantity < 0 || line.unitPriceCents < 0) throw new RangeError(`negative line ${line.sku}`);
      net += line.quantity * line.unitPriceCents;
      units += line.quantity;
    }
    const vat = Math.round((net * this.vatRateBps) / 10_000); // expect-line
    const discount = Math.round((net * volumeDiscountBps(units)) / 10_000);
    return {
      netCents: net - discount,
      discountCents: discount,
      vatCents: vat,
      grossCents: net - discount + vat,
    };
  }
}
