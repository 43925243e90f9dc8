# business: obeys — gratuity is the chosen percentage of the pre-tax food total; tax is computed separately and never tipped on
# rule: tip-on-pretax-food
# context: Gratuity percentages apply to the pre-tax food total — tax is never tipped on. Guests may pick any of the preset percentages on the tablet.
require "bigdecimal"
require "bigdecimal/util"

module Tips
  PRESETS = [BigDecimal("0.15"), BigDecimal("0.18"), BigDecimal("0.20")].freeze

  Bill = Struct.new(:food_total, :tax, :tip, :grand_total, keyword_init: true)

  class GratuityCalculator
    def initialize(tax_rate:)
      raise ArgumentError, "tax rate must not be negative" if tax_rate.negative?

      @tax_rate = tax_rate.to_d
    end

    def bill(items, preset_index)
      rate = PRESETS.fetch(preset_index)
      food_total = items.sum(BigDecimal("0")) do |item|
        raise ArgumentError, "negative price for #{item[:name]}" if item[:price].negative? || item[:qty].negative?

        item[:price].to_d * item[:qty]
      end
      tax = (food_total * @tax_rate).round(2, :half_up)
      tip = (food_total * rate).round(2, :half_up)
      Bill.new(food_total: food_total, tax: tax, tip: tip, grand_total: food_total + tax + tip)
    end
  end
end
