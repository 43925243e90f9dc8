# corpus: CWE-95 vulnerable — the pricing expression from the form is evaluated with eval inside the quote service.
# frozen_string_literal: true

class QuoteCalculator
  def initialize(base_price:, expression:)
    @base_price = base_price
    @expression = expression
  end

  def total
    price = @base_price
    eval(@expression.presence || "price")
  end
end

class Shop::QuotesController < ApplicationController
  def create
    product = Product.find(params[:product_id])
    total = QuoteCalculator.new(base_price: product.price, expression: params[:pricing_rule]).total
    render json: { product: product.id, total: total }
  end
end
