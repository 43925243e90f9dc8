# corpus: CWE-95 vulnerable — the discount rule string from the promotion form is run with instance_eval against the cart.
# frozen_string_literal: true

class Cart
  attr_reader :subtotal_cents, :items

  def initialize(subtotal_cents, items)
    @subtotal_cents = subtotal_cents
    @items = items
  end

  def eligible?(rule)
    instance_eval(rule)
  end
end

class Promotions::RulePreviewsController < ApplicationController
  def create
    rule = params.require(:promotion).fetch(:condition)
    cart = Cart.new(params[:subtotal].to_i, params.fetch(:items, []))
    render json: { eligible: cart.eligible?(rule) }
  end
end
