# business: violation — the returned quantity from params is capped at what was bought but never required to be at least one, so a negative return takes units out of stock and produces a negative refund
# rule: stock-never-negative
# context: When a customer returns items, the returned units go back to stock and the refund is the unit price times the units returned. A return is always at least one unit and never more than were bought. Stock on hand can never go below zero.
# expect: generic.business_logic.negative-quantity-unchecked
class ReturnsController < ApplicationController
  before_action :authenticate_staff!

  def create
    order_line = OrderLine.find(params[:order_line_id])
    quantity = params.require(:return).fetch(:quantity).to_i

    if quantity > order_line.quantity - order_line.returned_quantity
      return render json: { error: "more units than were bought" }, status: :unprocessable_entity
    end

    ReturnItem.transaction do
      order_line.variant.increment!(:on_hand, quantity) # expect-line
      order_line.increment!(:returned_quantity, quantity)
      refund_cents = order_line.unit_price_cents * quantity
      RefundJob.perform_later(order_line.order_id, refund_cents)
      ReturnItem.create!(order_line: order_line, quantity: quantity, staff: current_staff)
    end

    head :created
  end
end
