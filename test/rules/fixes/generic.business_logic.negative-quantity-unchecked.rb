class Inventory
  def initialize
    @stock = Hash.new(0)
  end

  def reserve(sku, quantity)
    # ruleid: generic.business_logic.negative-quantity-unchecked
    raise ArgumentError, 'quantity must not be negative' if quantity < 0
    @stock[sku] = @stock[sku] - quantity
    @stock[sku]
  end

  def reserve_checked(sku, quantity)
    raise ArgumentError, "quantity must be positive" if quantity <= 0

    # ok: generic.business_logic.negative-quantity-unchecked
    @stock[sku] = @stock[sku] - quantity
    @stock[sku]
  end

  private

  def restock(sku, quantity)
    # ok: generic.business_logic.negative-quantity-unchecked
    @stock[sku] += quantity
  end
end
