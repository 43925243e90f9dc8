// business: violation — the tip percentage is applied to food plus tax instead of the pre-tax food subtotal
// rule: tip-on-pretax-food
// context: The tip percentage is applied to the food subtotal, before tax is added.
// expect: generic.business_logic.order-violation

export interface OrderItem {
  name: string;
  priceCents: number;
  quantity: number;
}

export interface Check {
  foodCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
}

const TAX_RATE_BPS = 925;

function sumFood(items: OrderItem[]): number {
  return items.reduce((acc, item) => {
    if (item.priceCents < 0 || item.quantity < 0) {
      throw new RangeError(`invalid item ${item.name}`);
    }
    return acc + item.priceCents * item.quantity;
  }, 0);
}

export class CheckService {
  closeCheck(items: OrderItem[], tipPercent: number): Check {
    if (tipPercent < 0) throw new RangeError('tip percent must not be negative');
    const food = sumFood(items);
    const tax = Math.round((food * TAX_RATE_BPS) / 10_000);
    const preTip = food + tax;
    const tip = Math.round((preTip * tipPercent) / 100); // expect-line
    return { foodCents: food, taxCents: tax, tipCents: tip, totalCents: preTip + tip };
  }
}
