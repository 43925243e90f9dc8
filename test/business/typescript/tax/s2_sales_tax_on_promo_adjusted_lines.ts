// business: obeys — each line's promotion is subtracted first and the 6.25% rate is applied to the promoted amount; groceries are skipped and tax is rounded once on the order
// rule: tax-on-discounted-price
// context: Sales tax is calculated on each line's price after promotions are taken off. The state rate is 6.25 percent. Groceries are exempt. Round the tax half up to the cent on the order, not per line.
export interface CartLine {
  sku: string;
  category: 'grocery' | 'general';
  quantity: number;
  unitPriceCents: number;
  promotionCents: number;
}

export interface TaxedOrder {
  netCents: number;
  taxCents: number;
  totalCents: number;
}

const STATE_RATE_BPS = 625;

function promotedLineCents(line: CartLine): number {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`invalid quantity on ${line.sku}`);
  }
  const gross = line.unitPriceCents * line.quantity;
  return gross - Math.min(line.promotionCents, gross);
}

export class SalesTaxCalculator {
  compute(lines: readonly CartLine[]): TaxedOrder {
    let netCents = 0;
    let exactTax = 0;
    for (const line of lines) {
      const promoted = promotedLineCents(line);
      netCents += promoted;
      if (line.category !== 'grocery') {
        exactTax += (promoted * STATE_RATE_BPS) / 10_000;
      }
    }
    const taxCents = Math.round(exactTax);
    return { netCents, taxCents, totalCents: netCents + taxCents };
  }
}
