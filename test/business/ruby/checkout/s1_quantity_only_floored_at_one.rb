# business: violation — the quantity param is clamped up to 1 but never down to 99 before it is priced and saved
# rule: line-quantity-range
# context: A line item needs at least one unit, and no line may carry more than ninety-nine units.
# expect: generic.business_logic.bound-unchecked
module Checkout
  class LineItemsController
    MIN_QUANTITY = 1

    LineItem = Struct.new(:sku, :quantity, :unit_price_cents, :total_cents, keyword_init: true)

    def initialize(catalog:, repository:)
      @catalog = catalog
      @repository = repository
    end

    def create(params)
      sku = params.fetch(:sku)
      quantity = [params.fetch(:quantity).to_i, MIN_QUANTITY].max
      price = @catalog.price_cents(sku)
      raise ArgumentError, "invalid price for #{sku}" if price.nil? || price.negative?

      item = LineItem.new(
        sku: sku,
        quantity: quantity,
        unit_price_cents: price,
        total_cents: price * quantity # expect-line
      )
      @repository.save(item)
      item
    end
  end
end
