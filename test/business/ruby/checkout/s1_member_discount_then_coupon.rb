# business: violation — the member percentage is taken off the subtotal before the fixed coupon is subtracted
# rule: coupon-before-member-discount
# context: Fixed-amount coupons are applied ahead of the member discount, never after it.
# expect: generic.business_logic.order-violation
require "bigdecimal"

module Checkout
  Totals = Struct.new(:subtotal, :member_discount, :coupon, :total, keyword_init: true)

  class DiscountStack
    def initialize(member_rate:, coupon_amount: BigDecimal("0"))
      raise ArgumentError, "member rate must be between 0 and 1" unless member_rate.between?(0, 1)
      raise ArgumentError, "coupon must not be negative" if coupon_amount.negative?

      @member_rate = BigDecimal(member_rate.to_s)
      @coupon_amount = coupon_amount
    end

    def apply(subtotal)
      raise ArgumentError, "subtotal must not be negative" if subtotal.negative?

      member_discount = (subtotal * @member_rate).round(2, :half_up) # expect-line
      remaining = subtotal - member_discount
      coupon = [@coupon_amount, remaining].min
      Totals.new(subtotal: subtotal, member_discount: member_discount, coupon: coupon, total: remaining - coupon)
    end
  end
end
