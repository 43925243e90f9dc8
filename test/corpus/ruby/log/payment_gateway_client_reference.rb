# corpus: CWE-117 vulnerable — the gateway client logs the customer-supplied payment reference verbatim alongside its request details.
# frozen_string_literal: true

require "net/http"
require "json"
require "logger"

module Payments
  class GatewayClient
    ENDPOINT = URI("https://api.gateway.example.com/v1/charges")

    def initialize(api_key:, logger: Logger.new($stdout))
      @api_key = api_key
      @logger = logger
    end

    def charge(amount_cents:, currency:, token:, reference:)
      log("charge start reference=#{reference} amount=#{amount_cents} #{currency}")
      response = post(amount: amount_cents, currency: currency, source: token, description: reference)
      body = JSON.parse(response.body)
      log("charge done reference=#{reference} status=#{response.code} id=#{body['id']}")
      body
    rescue JSON::ParserError
      log("charge failed reference=#{reference} unparsable response", level: :error)
      raise
    end

    private

    def post(payload)
      request = Net::HTTP::Post.new(ENDPOINT, "Content-Type" => "application/json", "Authorization" => "Bearer #{@api_key}")
      request.body = payload.to_json
      Net::HTTP.start(ENDPOINT.host, ENDPOINT.port, use_ssl: true) { |http| http.request(request) }
    end

    def log(message, level: :info)
      @logger.public_send(level, "[gateway] #{message}")
    end
  end
end

class Donations::ChargesController < ApplicationController
  def create
    client = Payments::GatewayClient.new(api_key: Rails.application.credentials.gateway_key, logger: Rails.logger)
    result = client.charge(
      amount_cents: params.require(:amount_cents).to_i,
      currency: "EUR",
      token: params.require(:token),
      reference: params[:reference].to_s
    )
    render json: { charge_id: result["id"] }, status: :created
  end
end
