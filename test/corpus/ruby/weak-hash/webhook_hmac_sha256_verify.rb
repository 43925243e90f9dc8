# corpus: CWE-328 safe — the webhook signature is an HMAC-SHA256 compared in constant time.
# frozen_string_literal: true

require "openssl"

class Webhooks::PaymentsController < ActionController::API
  def create
    return head(:unauthorized) unless signature_valid?(request.raw_post, request.headers["X-Payments-Signature"])

    PaymentEventJob.perform_later(JSON.parse(request.raw_post))
    head :ok
  end

  private

  def signature_valid?(body, header)
    secret = Rails.application.credentials.dig(:payments, :webhook_secret)
    expected = OpenSSL::HMAC.hexdigest("SHA256", secret, body)
    ActiveSupport::SecurityUtils.secure_compare(expected, header.to_s)
  end
end
