# business: obeys — tier percentages are all within 25% and the applied percent is clamped to MAX_DISCOUNT_PERCENT anyway
# rule: discount-max-percent
# context: A member discount can be at most 25%. The annual membership fee is $99 and is never discounted.
require "bigdecimal"

module Loyalty
  MAX_DISCOUNT_PERCENT = 25
  ANNUAL_FEE_CENTS = 9900

  TIER_PERCENT = {
    bronze: 5,
    silver: 10,
    gold: 20
  }.freeze

  class MemberPricing
    def initialize(member)
      @member = member
    end

    def discount_percent
      base = TIER_PERCENT.fetch(@member.tier, 0)
      bonus = @member.birthday_month? ? 5 : 0
      (base + bonus).clamp(0, MAX_DISCOUNT_PERCENT)
    end

    def price_cents(list_cents)
      raise ArgumentError, "list price must not be negative" if list_cents.negative?

      discount = (BigDecimal(list_cents) * discount_percent / 100).round(0, :half_up).to_i
      list_cents - discount
    end

    def renewal_cents
      ANNUAL_FEE_CENTS
    end
  end
end
