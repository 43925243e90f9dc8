# corpus: CWE-918 vulnerable — the endpoint URL from the request body is posted to with HTTParty and the response is returned.
# frozen_string_literal: true

require "httparty"

class Integrations::WebhookTestsController < ApplicationController
  def create
    endpoint = params.require(:endpoint)
    response = HTTParty.post(endpoint, body: sample_payload.to_json, headers: { "Content-Type" => "application/json" }, timeout: 5)
    render json: { status: response.code, body: response.body.to_s[0, 2_000] }
  end

  private

  def sample_payload
    { event: "booking.created", id: 0, test: true }
  end
end
