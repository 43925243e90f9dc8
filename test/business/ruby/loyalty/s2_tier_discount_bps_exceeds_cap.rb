# business: violation — the platinum tier's discount is 2,500 basis points, above the 2,000 basis-point ceiling stated for every tier
# rule: discount-max-percent
# context: Loyalty tiers give a store-wide discount, and no tier discount may be more than 2,000 basis points. Tiers are reviewed each January. Staff discounts are handled separately.
# expect: generic.business_logic.bound-violated
module Loyalty
  TIER_DISCOUNT_BPS = {
    silver: 500,
    gold: 1_500,
    platinum: 2_500 # expect-line
  }.freeze

  class TierPricing
    def initialize(member)
      @member = member
    end

    def discount_bps
      TIER_DISCOUNT_BPS.fetch(@member.tier, 0)
    end

    def discounted_cents(list_cents)
      raise ArgumentError, "list price must not be negative" if list_cents.negative?

      list_cents - (list_cents * discount_bps / 10_000.0).round
    end
  end
end
