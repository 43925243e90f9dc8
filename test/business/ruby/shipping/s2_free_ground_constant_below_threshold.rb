# business: violation — the free-ground threshold constant is 5,000 cents ($50) while the policy starts free ground shipping at seventy-five dollars
# rule: free-shipping-threshold
# context: Free ground shipping starts at seventy-five dollars of merchandise after discounts. Below that, ground shipping costs $7.95. Next-day shipping is always charged.
# expect: generic.business_logic.bound-violated
module Shipping
  FREE_GROUND_MIN_CENTS = 5_000 # expect-line
  GROUND_CENTS = 795
  NEXT_DAY_CENTS = 2_495

  class RateQuote
    def initialize(cart)
      @cart = cart
    end

    def ground_cents
      discounted_merchandise_cents >= FREE_GROUND_MIN_CENTS ? 0 : GROUND_CENTS
    end

    def next_day_cents
      NEXT_DAY_CENTS
    end

    def options
      { ground: ground_cents, next_day: next_day_cents }
    end

    private

    def discounted_merchandise_cents
      gross = @cart.lines.sum { |line| line.unit_price_cents * line.quantity }
      [gross - @cart.discount_cents, 0].max
    end
  end
end
