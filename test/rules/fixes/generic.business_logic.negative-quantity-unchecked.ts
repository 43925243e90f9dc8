export interface Line {
  sku: string;
  priceCents: number;
}

export function addToCart(totalCents: number, line: Line, quantity: number): number {
  if (quantity < 0) throw new RangeError('quantity must not be negative');
  // ruleid: generic.business_logic.negative-quantity-unchecked
  return totalCents + line.priceCents * quantity;
}

export function addToCartChecked(totalCents: number, line: Line, quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError('quantity must be a positive integer');
  // ok: generic.business_logic.negative-quantity-unchecked
  return totalCents + line.priceCents * quantity;
}

export function labelFor(line: Line, quantity: number): string {
  // ok: generic.business_logic.negative-quantity-unchecked
  return `${line.sku} x ${quantity + 0}`;
}
