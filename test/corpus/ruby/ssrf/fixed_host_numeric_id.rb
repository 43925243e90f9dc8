# corpus: CWE-918 safe — the host is a constant; the request only supplies a numeric tracking id in the path.
# frozen_string_literal: true

require "httparty"

class CourierTracking
  include HTTParty
  base_uri "https://api.courier.example.com"

  def self.status(shipment_id)
    get("/v3/shipments/#{Integer(shipment_id)}/status", headers: { "X-Api-Key" => ENV.fetch("COURIER_API_KEY") })
  end
end

class ShipmentsController < ApplicationController
  def status
    render json: CourierTracking.status(params[:id]).parsed_response
  rescue ArgumentError
    head :bad_request
  end
end
