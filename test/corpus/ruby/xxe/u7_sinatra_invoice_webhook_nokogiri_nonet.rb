# corpus: CWE-611 safe — the webhook body is parsed with Nokogiri using strict and nonet only; entity substitution (noent) and DTD loading are not enabled, so entities are left unexpanded.
# frozen_string_literal: true

require "sinatra/base"
require "nokogiri"
require "json"

class InvoiceNotification
  attr_reader :number, :status, :amount

  def self.parse(xml)
    doc = Nokogiri::XML(xml) { |config| config.strict.nonet }
    root = doc.at_xpath("/notification/invoice") or raise ArgumentError, "missing invoice"
    new(
      number: root.at_xpath("number")&.text.to_s,
      status: root.at_xpath("status")&.text.to_s,
      amount: root.at_xpath("amount")&.text.to_f
    )
  end

  def initialize(number:, status:, amount:)
    @number = number
    @status = status
    @amount = amount
  end
end

class BillingWebhooks < Sinatra::Base
  configure do
    set :invoices, InvoiceStore.new(ENV.fetch("DATABASE_URL"))
  end

  post "/webhooks/invoices" do
    halt 415 unless request.media_type == "application/xml"

    begin
      notification = InvoiceNotification.parse(request.body.read)
    rescue Nokogiri::XML::SyntaxError, ArgumentError => e
      halt 422, { error: e.message }.to_json
    end

    settings.invoices.update_status(notification.number, notification.status, notification.amount)
    content_type :json
    { ok: true, invoice: notification.number }.to_json
  end
end
