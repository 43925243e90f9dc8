# corpus: CWE-918 vulnerable — the shop name is interpolated in front of the API domain, so "evil.host/?" or "10.0.0.5:8080#" redirects the request to another host.
# frozen_string_literal: true

require "net/http"
require "json"

class StorefrontClient
  def initialize(shop)
    @base = "https://#{shop}.shops.example-commerce.com"
  end

  def products
    uri = URI("#{@base}/api/v2/products.json")
    request = Net::HTTP::Get.new(uri)
    request["Authorization"] = "Bearer #{Rails.application.credentials.storefront_token}"
    response = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https") { |http| http.request(request) }
    JSON.parse(response.body)
  end
end

class Integrations::StorefrontProductsController < ApplicationController
  def index
    render json: StorefrontClient.new(params[:shop]).products
  end
end
