// business: violation — a partial refund is stored and sent to the gateway without comparing it with the captured amount
// rule: refund-not-above-paid
// context: Support agents can issue partial refunds. Refunds can never be more than the amount the customer actually paid; store credit is handled elsewhere.
// expect: generic.business_logic.comparison-unchecked

export interface Charge {
  id: string;
  capturedCents: number;
  refundedCents: number;
  currency: string;
}

export interface RefundRequest {
  chargeId: string;
  amountCents: number;
  currency: string;
  agentId: string;
}

export interface Gateway {
  refund(chargeId: string, amountCents: number): Promise<string>;
}

export interface ChargeRepository {
  get(id: string): Promise<Charge>;
  save(charge: Charge): Promise<void>;
}

export class PartialRefundHandler {
  constructor(
    private readonly charges: ChargeRepository,
    private readonly gateway: Gateway,
  ) {}

  async handle(req: RefundRequest): Promise<string> {
    if (!Number.isInteger(req.amountCents) || req.amountCents < 0) {
      throw new RangeError('refund amount must be a non-negative integer');
    }
    const charge = await this.charges.get(req.chargeId);
    if (charge.currency !== req.currency) {
      throw new Error(`currency mismatch: ${req.currency} vs ${charge.currency}`);
    }
    charge.refundedCents += req.amountCents; // expect-line
    const refundId = await this.gateway.refund(charge.id, req.amountCents);
    await this.charges.save(charge);
    return refundId;
  }
}
