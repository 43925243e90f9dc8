# corpus: CWE-1336 safe — shop owners' templates are parsed with Liquid, which cannot call Ruby methods beyond the provided drops.
# frozen_string_literal: true

require "liquid"

class ReceiptTemplate
  def initialize(source)
    @template = Liquid::Template.parse(source, error_mode: :strict)
  end

  def render(order)
    @template.render(
      "order" => { "number" => order.number, "total" => order.total.format, "items" => order.line_items.map(&:name) },
      "shop" => { "name" => order.shop.name }
    )
  end
end

class Shop::ReceiptPreviewsController < ApplicationController
  def create
    order = current_shop.orders.last!
    html = ReceiptTemplate.new(params.require(:template)).render(order)
    render json: { html: html }
  end
end
