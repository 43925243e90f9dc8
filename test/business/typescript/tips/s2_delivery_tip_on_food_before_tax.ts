// business: obeys — the tip percentage is applied to the food subtotal alone; tax and the delivery fee are added to the total after the tip is worked out
// rule: tip-on-pretax-food
// context: Delivery tips are a percentage of the food subtotal, before tax and before the delivery fee. The app offers 10, 15 and 20 percent or no tip. Couriers receive the whole tip.
export type TipChoice = 0 | 10 | 15 | 20;

const TIP_CHOICES: readonly TipChoice[] = [0, 10, 15, 20];

export interface DeliveryOrder {
  foodSubtotalCents: number;
  taxRateBps: number;
  deliveryFeeCents: number;
}

export interface DeliveryTotals {
  foodCents: number;
  tipCents: number;
  taxCents: number;
  deliveryFeeCents: number;
  totalCents: number;
}

export function parseTipChoice(raw: unknown): TipChoice {
  const value = Number(raw);
  const choice = TIP_CHOICES.find((c) => c === value);
  if (choice === undefined) throw new RangeError(`tip must be one of ${TIP_CHOICES.join(', ')} percent`);
  return choice;
}

export function deliveryTotals(order: DeliveryOrder, tipPercent: TipChoice): DeliveryTotals {
  const foodCents = order.foodSubtotalCents;
  const tipCents = Math.round((foodCents * tipPercent) / 100);
  const taxCents = Math.round((foodCents * order.taxRateBps) / 10_000);
  return {
    foodCents,
    tipCents,
    taxCents,
    deliveryFeeCents: order.deliveryFeeCents,
    totalCents: foodCents + taxCents + order.deliveryFeeCents + tipCents,
  };
}
