# corpus: CWE-502 vulnerable — the webhook body is queued as-is and the worker restores it with YAML.unsafe_load.
# frozen_string_literal: true

require "yaml"

class IntegrationEventWorker
  include Sidekiq::Job
  sidekiq_options queue: :integrations, retry: 5

  HANDLERS = {
    "order.paid" => :handle_paid,
    "order.refunded" => :handle_refund
  }.freeze

  def perform(source, raw_payload)
    event = YAML.unsafe_load(raw_payload)
    handler = HANDLERS[event["type"]]
    return Rails.logger.info("ignoring #{event['type'].inspect} from #{source}") unless handler

    send(handler, event.fetch("data"))
  end

  private

  def handle_paid(data)
    Order.find_by!(external_id: data["order_id"]).mark_paid!(paid_at: Time.zone.parse(data["paid_at"]))
  end

  def handle_refund(data)
    Order.find_by!(external_id: data["order_id"]).refunds.create!(amount_cents: data["amount_cents"].to_i)
  end
end

class Webhooks::LegacyErpController < ActionController::API
  before_action :require_token

  def create
    IntegrationEventWorker.perform_async("legacy_erp", request.raw_post)
    head :accepted
  end

  private

  def require_token
    expected = Rails.application.credentials.legacy_erp_token.to_s
    head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(request.headers["X-Erp-Token"].to_s, expected)
  end
end
