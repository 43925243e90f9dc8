# business: obeys — line amounts stay unrounded BigDecimals and only the grand total is rounded to 2 places with :half_up
# rule: round-half-up-at-end
# context: Round the invoice total to the nearest cent (halves round up) as the very last step. Do not round line items or tax separately.
require "bigdecimal"
require "bigdecimal/util"

module Invoicing
  Line = Struct.new(:description, :quantity, :unit_price, keyword_init: true) do
    def amount
      raise ArgumentError, "negative line #{description}" if quantity.negative? || unit_price.negative?

      quantity.to_d * unit_price.to_d
    end
  end

  class InvoiceTotal
    def initialize(lines, tax_rate:, discount_rate: BigDecimal("0"))
      raise ArgumentError, "rates must not be negative" if tax_rate.negative? || discount_rate.negative?

      @lines = lines
      @tax_rate = tax_rate.to_d
      @discount_rate = discount_rate.to_d
    end

    def unrounded
      net = @lines.sum(BigDecimal("0"), &:amount)
      discounted = net * (1 - @discount_rate)
      discounted + discounted * @tax_rate
    end

    def total
      unrounded.round(2, :half_up)
    end
  end
end
