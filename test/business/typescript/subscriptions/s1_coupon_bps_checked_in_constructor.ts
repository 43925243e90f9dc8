// business: obeys — the coupon's basis points are validated against 0..5000 in its constructor; the seat price is unrelated to the cap
// rule: discount-max-percent
// context: Subscription coupons give a discount between 0 and 50 percent. Seats are billed per user per month.
export const MAX_DISCOUNT_BPS = 5_000;
export const PRICE_PER_SEAT_CENTS = 7_500;

export class Coupon {
  constructor(
    readonly code: string,
    readonly discountBps: number,
  ) {
    if (!Number.isInteger(discountBps) || discountBps < 0 || discountBps > MAX_DISCOUNT_BPS) {
      throw new RangeError(`coupon ${code}: discount must be 0-${MAX_DISCOUNT_BPS} bps`);
    }
  }
}

export interface SeatInvoice {
  seats: number;
  grossCents: number;
  discountCents: number;
  netCents: number;
}

export class SeatBilling {
  invoice(seats: number, coupon?: Coupon): SeatInvoice {
    if (!Number.isInteger(seats) || seats < 0) {
      throw new RangeError('seat count must be a non-negative integer');
    }
    const gross = seats * PRICE_PER_SEAT_CENTS;
    const discount = coupon ? Math.round((gross * coupon.discountBps) / 10_000) : 0;
    return { seats, grossCents: gross, discountCents: discount, netCents: gross - discount };
  }
}
