# corpus: CWE-295 vulnerable — the freight rate client sets verify_mode to OpenSSL::SSL::VERIFY_NONE, so the quote request carrying the API token is sent without checking the carrier's certificate.
# frozen_string_literal: true

require "net/http"
require "json"
require "openssl"

class FreightRatesClient
  BASE_URL = URI("https://api.northline-freight.com/v3/")

  def initialize(token: ENV.fetch("NORTHLINE_TOKEN"), timeout: 10)
    @token = token
    @timeout = timeout
  end

  def quote(origin_zip:, destination_zip:, weight_kg:, pallets:)
    uri = URI.join(BASE_URL, "rates/quote")
    request = Net::HTTP::Post.new(uri)
    request["Authorization"] = "Bearer #{@token}"
    request["Content-Type"] = "application/json"
    request.body = {
      origin: origin_zip,
      destination: destination_zip,
      weight: weight_kg,
      units: pallets
    }.to_json

    response = connection(uri).request(request)
    raise "rate quote failed (#{response.code})" unless response.is_a?(Net::HTTPSuccess)

    JSON.parse(response.body).fetch("rates", [])
  end

  private

  def connection(uri)
    http = Net::HTTP.new(uri.host, uri.port)
    http.use_ssl = true
    http.verify_mode = OpenSSL::SSL::VERIFY_NONE
    http.open_timeout = @timeout
    http.read_timeout = @timeout
    http
  end
end

class ShippingQuotesController < ApplicationController
  def create
    rates = FreightRatesClient.new.quote(
      origin_zip: current_warehouse.zip,
      destination_zip: params.require(:destination_zip),
      weight_kg: params.require(:weight_kg).to_f,
      pallets: params.fetch(:pallets, 1).to_i
    )
    render json: { rates: rates }
  rescue StandardError => e
    render json: { error: e.message }, status: :bad_gateway
  end
end
