# corpus: CWE-330 vulnerable — redeemable gift card codes are drawn with Kernel#rand.
# frozen_string_literal: true

class GiftCardIssuer
  def initialize(order)
    @order = order
  end

  def issue(amount_cents)
    GiftCard.create!(
      order: @order,
      code: format("GC-%04d-%04d-%04d", rand(10_000), rand(10_000), rand(10_000)),
      balance_cents: amount_cents
    )
  end
end

class Shop::GiftCardsController < ApplicationController
  def create
    card = GiftCardIssuer.new(current_order).issue(params.require(:amount_cents).to_i)
    render json: { code: card.code }, status: :created
  end
end
