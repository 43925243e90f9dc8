# corpus: CWE-918 safe — the shop name must be a single lowercase DNS label before it is placed in front of the fixed API domain.
# frozen_string_literal: true

require "net/http"
require "json"

class ShopApi
  SHOP_NAME = /\A[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\z/

  def initialize(shop)
    raise ArgumentError, "invalid shop" unless SHOP_NAME.match?(shop.to_s)

    @uri = URI("https://#{shop}.shops.example-commerce.com/api/v2/orders.json")
  end

  def orders
    JSON.parse(Net::HTTP.get(@uri))
  end
end

class Integrations::ShopOrdersController < ApplicationController
  def index
    render json: ShopApi.new(params[:shop]).orders
  rescue ArgumentError
    head :unprocessable_entity
  end
end
