# corpus: CWE-798 safe — the SendGrid key is read from Rails encrypted credentials with an ENV fallback; the literals are the API host, template ids and header names.
# frozen_string_literal: true

require "faraday"

class TransactionalMailer
  API_HOST = "https://api.sendgrid.com"
  TEMPLATES = {
    receipt: "d-4f1c2b7e9a0d4c11b2e3f4a5b6c7d8e9",
    password_reset: "d-9a8b7c6d5e4f4a3b9c2d1e0f1a2b3c4d"
  }.freeze

  def self.api_key
    Rails.application.credentials.dig(:sendgrid, :api_key) || ENV.fetch("SENDGRID_API_KEY")
  end

  def initialize(api_key: self.class.api_key)
    @conn = Faraday.new(url: API_HOST) do |f|
      f.request :authorization, "Bearer", api_key
      f.request :json
      f.response :json
      f.response :raise_error
      f.options.timeout = 10
    end
  end

  def deliver(template, to:, data:)
    @conn.post("/v3/mail/send", {
      from: { email: "no-reply@shop.example", name: "Shop" },
      template_id: TEMPLATES.fetch(template),
      personalizations: [{ to: [{ email: to }], dynamic_template_data: data }]
    })
  end
end

class ReceiptNotifier
  def initialize(mailer = TransactionalMailer.new)
    @mailer = mailer
  end

  def call(order)
    @mailer.deliver(:receipt, to: order.email, data: {
      number: order.number,
      total: order.total.format,
      items: order.line_items.map { |li| { name: li.name, qty: li.quantity } }
    })
  end
end
