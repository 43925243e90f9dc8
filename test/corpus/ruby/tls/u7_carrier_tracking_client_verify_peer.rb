# corpus: CWE-295 safe — the tracking client keeps OpenSSL::SSL::VERIFY_PEER with the carrier's CA file; VERIFY_NONE appears only in the guard that refuses a configuration asking for it.
# frozen_string_literal: true

require "net/http"
require "json"
require "openssl"

class CarrierTrackingClient
  BASE_URL = URI("https://tracking.northline-freight.com/v2/")
  CA_FILE = File.expand_path("../../config/certs/northline-ca.pem", __dir__)

  class InsecureConfiguration < StandardError; end

  def initialize(token: ENV.fetch("NORTHLINE_TOKEN"), verify_mode: OpenSSL::SSL::VERIFY_PEER)
    raise InsecureConfiguration, "certificate checks cannot be disabled" if verify_mode == OpenSSL::SSL::VERIFY_NONE

    @token = token
    @verify_mode = verify_mode
  end

  def status(tracking_number)
    uri = URI.join(BASE_URL, "shipments/#{URI.encode_www_form_component(tracking_number)}")
    request = Net::HTTP::Get.new(uri)
    request["Authorization"] = "Bearer #{@token}"
    response = connection(uri).request(request)
    raise "tracking lookup failed (#{response.code})" unless response.is_a?(Net::HTTPSuccess)

    JSON.parse(response.body).slice("status", "eta", "events")
  end

  private

  def connection(uri)
    http = Net::HTTP.new(uri.host, uri.port)
    http.use_ssl = true
    http.verify_mode = @verify_mode
    http.ca_file = CA_FILE
    http.open_timeout = 5
    http.read_timeout = 10
    http
  end
end

class TrackingController < ApplicationController
  def show
    render json: CarrierTrackingClient.new.status(params.require(:tracking_number))
  rescue StandardError => e
    render json: { error: e.message }, status: :bad_gateway
  end
end
