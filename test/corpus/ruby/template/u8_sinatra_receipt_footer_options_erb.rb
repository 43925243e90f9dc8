# corpus: CWE-1336 vulnerable — the footer template from the form is kept in an options hash and compiled with ERB, so "<%= `id` %>" runs on the server.
# frozen_string_literal: true

require "sinatra/base"
require "erb"

class ReceiptPreview
  def initialize(order, options)
    @order = order
    @options = options
  end

  def footer
    ERB.new(@options[:footer]).result_with_hash(order_number: @order[:number], total: @order[:total])
  end
end

class StorefrontSettingsApp < Sinatra::Base
  post "/settings/receipt/preview" do
    options = { footer: params["footer"].to_s, locale: params["locale"] || "en" }
    order = { number: "R-1001", total: "42.00" }
    ReceiptPreview.new(order, options).footer
  end
end
