// business: violation — the kiosk's tip in basis points is applied without checking it against 2500 bps (25%)
// rule: tip-max-percent
// context: A tip may not be more than twenty-five percent of the food subtotal before tax. Kiosks send the selected tip in basis points.
// expect: generic.business_logic.bound-unchecked

export interface KioskTipMessage {
  orderId: string;
  tipBps: number;
}

export interface KioskOrder {
  id: string;
  foodCents: number;
  taxCents: number;
  tipCents: number;
}

export interface OrderRepo {
  get(id: string): Promise<KioskOrder>;
  put(order: KioskOrder): Promise<void>;
}

export class KioskTipHandler {
  constructor(private readonly orders: OrderRepo) {}

  async onMessage(msg: KioskTipMessage): Promise<KioskOrder> {
    if (!Number.isInteger(msg.tipBps) || msg.tipBps < 0) {
      throw new RangeError(`order ${msg.orderId}: tip must be a non-negative integer of basis points`);
    }
    const order = await this.orders.get(msg.orderId);
    if (order.foodCents < 0) throw new RangeError(`order ${order.id} has a negative food subtotal`);
    order.tipCents = Math.round((order.foodCents * msg.tipBps) / 10_000); // expect-line
    await this.orders.put(order);
    return order;
  }
}
