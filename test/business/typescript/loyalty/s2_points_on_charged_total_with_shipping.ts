// business: violation — points are computed on the charged total, which already includes sales tax and shipping, instead of on the discounted merchandise amount
// rule: points-on-pretax-amount
// context: Members earn 2 points for every whole dollar, calculated on the merchandise amount after discounts and before tax and shipping. Points post 14 days after delivery. Gift card purchases earn no points.
// expect: generic.business_logic.order-violation
export interface OrderTotals {
  merchandiseCents: number;
  giftCardCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
}

export interface PointsGrant {
  memberId: string;
  points: number;
  postsOn: Date;
}

const POINTS_PER_DOLLAR = 2;
const POSTING_DELAY_DAYS = 14;

function chargedCents(t: OrderTotals): number {
  return t.merchandiseCents - t.discountCents + t.taxCents + t.shippingCents;
}

export class PointsService {
  grantFor(memberId: string, totals: OrderTotals, deliveredOn: Date): PointsGrant {
    const eligibleCents = chargedCents(totals) - totals.giftCardCents;
    const points = Math.floor(Math.max(0, eligibleCents) / 100) * POINTS_PER_DOLLAR; // expect-line
    const postsOn = new Date(deliveredOn.getTime());
    postsOn.setUTCDate(postsOn.getUTCDate() + POSTING_DELAY_DAYS);
    return { memberId, points, postsOn };
  }
}
