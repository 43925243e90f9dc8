// context: The tip must be one of 0, 10, 15, 18 or 20 percent. Quantity per line: minimum 1, maximum ninety-nine.
const TIP_OPTIONS = [0, 10, 15, 18, 20];

export class TipService {
  tipCents(foodCents: number, tipPercent: number): number {
    // ruleid: generic.business_logic.bound-unchecked
    return Math.round((foodCents * tipPercent) / 100);
  }

  tipCentsFromOptions(foodCents: number, tipPercent: number): number {
    if (!TIP_OPTIONS.includes(tipPercent)) throw new RangeError('choose one of the offered tips');
    // ok: generic.business_logic.bound-unchecked
    return Math.round((foodCents * tipPercent) / 100);
  }
}

export function lineTotalCents(unitCents: number, quantity: number): number {
  if (quantity > 99) throw new RangeError('quantity must be between 1 and 99');
  if (quantity < 1) throw new RangeError('at least one');
  // ruleid: generic.business_logic.bound-unchecked
  return unitCents * quantity;
}

export function checkedLineTotalCents(unitCents: number, quantity: number): number {
  if (quantity < 1 || quantity > 99) throw new RangeError('between 1 and 99');
  // ok: generic.business_logic.bound-unchecked
  return unitCents * quantity;
}
