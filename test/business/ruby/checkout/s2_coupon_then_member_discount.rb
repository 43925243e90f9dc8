# business: obeys — the fixed coupon is taken off first (never below zero) and the 10 percent member discount is computed on the remainder
# rule: coupon-before-member-discount
# context: Coupon codes, a fixed number of dollars off, are applied before the member discount. The member discount is 10 percent of what is left after the coupon. A coupon cannot bring the price below zero.
require "bigdecimal"
require "bigdecimal/util"

class BasketPricer
  MEMBER_RATE = BigDecimal("0.10")

  Result = Struct.new(:subtotal, :coupon, :member_discount, :total, keyword_init: true)

  def initialize(coupons:)
    @coupons = coupons
  end

  def price(basket, member:)
    subtotal = basket.lines.sum(BigDecimal("0")) { |l| l.unit_price.to_d * l.quantity }
    coupon = coupon_amount(basket.coupon_code, subtotal)
    after_coupon = subtotal - coupon
    member_discount = member ? (after_coupon * MEMBER_RATE).round(2, :half_up) : BigDecimal("0")
    Result.new(subtotal: subtotal, coupon: coupon, member_discount: member_discount, total: after_coupon - member_discount)
  end

  private

  def coupon_amount(code, subtotal)
    return BigDecimal("0") if code.nil?

    [@coupons.amount_for(code).to_d, subtotal].min
  end
end
