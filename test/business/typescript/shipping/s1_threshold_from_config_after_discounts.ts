// business: obeys — the configured threshold is compared with the cart total net of every discount, before tax
// rule: free-shipping-threshold
// context: Free standard shipping kicks in at a $50 minimum, measured on the subtotal after all discounts (not the pre-discount price).
export interface ShippingConfig {
  freeShippingMinCents: number;
  standardRateCents: number;
}

export const DEFAULT_SHIPPING: ShippingConfig = {
  freeShippingMinCents: 5_000,
  standardRateCents: 799,
};

export interface Cart {
  itemsCents: number[];
  discountsCents: number[];
}

function sum(values: number[], label: string): number {
  return values.reduce((acc, v) => {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`${label} must be non-negative cents`);
    return acc + v;
  }, 0);
}

export class ShippingService {
  constructor(private readonly config: ShippingConfig = DEFAULT_SHIPPING) {}

  discountedSubtotal(cart: Cart): number {
    const items = sum(cart.itemsCents, 'item');
    const discounts = sum(cart.discountsCents, 'discount');
    return Math.max(0, items - discounts);
  }

  shippingCents(cart: Cart): number {
    const subtotal = this.discountedSubtotal(cart);
    return subtotal >= this.config.freeShippingMinCents ? 0 : this.config.standardRateCents;
  }
}
