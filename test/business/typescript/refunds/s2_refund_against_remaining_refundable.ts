// business: obeys — the requested refund plus any shipping refund is compared with paid minus already refunded before the processor is called
// rule: refund-not-above-paid
// context: Partial refunds are allowed. The total refunded on an order must not be more than what was paid for it. Shipping is refunded only when every item on the order is returned.
export interface PaidOrder {
  id: string;
  paidCents: number;
  refundedCents: number;
  shippingCents: number;
  itemCount: number;
}

export interface RefundRequest {
  orderId: string;
  itemsCents: number;
  itemsReturned: number;
}

export interface Processor {
  refund(orderId: string, cents: number): Promise<string>;
}

export interface Orders {
  find(id: string): Promise<PaidOrder>;
  recordRefund(id: string, cents: number): Promise<void>;
}

export class RefundDeclined extends Error {}

export class RefundService {
  constructor(private readonly orders: Orders, private readonly processor: Processor) {}

  async refund(req: RefundRequest): Promise<string> {
    if (!Number.isSafeInteger(req.itemsCents) || req.itemsCents <= 0) {
      throw new RefundDeclined('refund amount must be a positive number of cents');
    }
    const order = await this.orders.find(req.orderId);
    const shippingCents = req.itemsReturned >= order.itemCount ? order.shippingCents : 0;
    const requestedCents = req.itemsCents + shippingCents;
    const remainingCents = order.paidCents - order.refundedCents;
    if (requestedCents > remainingCents) {
      throw new RefundDeclined(`only ${remainingCents} cents are left to refund on ${order.id}`);
    }
    const reference = await this.processor.refund(order.id, requestedCents);
    await this.orders.recordRefund(order.id, requestedCents);
    return reference;
  }
}
