# corpus: CWE-78 vulnerable — Kernel#open runs a command when the feed location from the supplier form starts with a pipe character.
# frozen_string_literal: true

require "csv"

class Suppliers::PriceFeedsController < ApplicationController
  before_action :authenticate_supplier!

  def create
    location = params.require(:feed_location)
    imported = 0
    open(location) do |io|
      CSV.new(io, headers: true).each do |row|
        current_supplier.prices.upsert({ sku: row["sku"], amount_cents: row["cents"].to_i }, unique_by: :sku)
        imported += 1
      end
    end
    redirect_to supplier_prices_path, notice: "Imported #{imported} prices"
  end
end
