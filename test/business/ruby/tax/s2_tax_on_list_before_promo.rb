# business: violation — sales tax is worked out on the list price times quantity, and the promotion is subtracted only afterwards
# rule: tax-on-discounted-price
# context: Sales tax is calculated on the discounted price: promotions come off first, then tax is added. The county rate is 7.5 percent. Shipping is not taxed.
# expect: generic.business_logic.order-violation
require "bigdecimal"
require "bigdecimal/util"

module Checkout
  TAX_RATE = BigDecimal("0.075")

  Line = Struct.new(:sku, :quantity, :list_price, :promotion, keyword_init: true)

  class TaxedTotals
    attr_reader :merchandise, :tax, :shipping

    def initialize(lines, shipping)
      @lines = lines
      @shipping = shipping.to_d
      @merchandise = BigDecimal("0")
      @tax = BigDecimal("0")
      compute
    end

    def total
      merchandise + tax + shipping
    end

    private

    def compute
      @lines.each do |line|
        gross = line.list_price.to_d * line.quantity
        @tax += (gross * TAX_RATE).round(2, :half_up) # expect-line
        @merchandise += gross - line.promotion.to_d
      end
    end
  end
end
