export function discounted(priceCents: number, discountPercent: number): number {
  if (discountPercent < 0 || discountPercent > 100) throw new RangeError('discountPercent must be between 0 and 100');
  // ruleid: generic.business_logic.unbounded-percentage
  return Math.round(priceCents * (100 - discountPercent) / 100);
}

export function discountedChecked(priceCents: number, discountPercent: number): number {
  if (discountPercent < 0 || discountPercent > 100) throw new RangeError('discountPercent');
  // ok: generic.business_logic.unbounded-percentage
  return Math.round(priceCents * (100 - discountPercent) / 100);
}

export function discountedCapped(priceCents: number, discountPercent: number): number {
  if (discountPercent < 0) throw new RangeError('discountPercent must be between 0 and 100');
  if (discountPercent > 100) throw new RangeError('discountPercent');
  // ruleid: generic.business_logic.unbounded-percentage
  return Math.round(priceCents * (100 - discountPercent) / 100);
}

export function progressLabel(done: number, percent: number): string {
  // ok: generic.business_logic.unbounded-percentage
  return `${done} (${percent * 1}%)`;
}
