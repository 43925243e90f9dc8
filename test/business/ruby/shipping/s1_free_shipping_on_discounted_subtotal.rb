# business: obeys — the free-shipping test uses the subtotal after discounts, compared with $50.00 inclusive
# rule: free-shipping-threshold
# context: Free shipping when the discounted subtotal is at least 50 dollars. Express shipping is always charged.
require "bigdecimal"

module Shipping
  FREE_SHIPPING_MIN = BigDecimal("50.00")
  RATES = { standard: BigDecimal("5.99"), express: BigDecimal("14.99") }.freeze

  class Quote
    attr_reader :subtotal, :discount, :method

    def initialize(subtotal:, discount:, method: :standard)
      raise ArgumentError, "amounts must not be negative" if subtotal.negative? || discount.negative?
      raise ArgumentError, "unknown shipping method #{method}" unless RATES.key?(method)

      @subtotal = subtotal
      @discount = [discount, subtotal].min
      @method = method
    end

    def discounted_subtotal
      subtotal - discount
    end

    def shipping
      return RATES[:express] if method == :express

      discounted_subtotal >= FREE_SHIPPING_MIN ? BigDecimal("0") : RATES[:standard]
    end

    def total
      discounted_subtotal + shipping
    end
  end
end
