# corpus: CWE-89 safe — Sequel receives the SKU through a ? placeholder and hash filters, so the adapter literalises both.
# frozen_string_literal: true

require "sinatra"
require "sequel"
require "json"

DB = Sequel.connect(ENV.fetch("DATABASE_URL"))

helpers do
  def stock_level(sku)
    DB["SELECT sku, SUM(quantity) AS on_hand FROM stock_moves WHERE sku = ? GROUP BY sku", sku].first
  end

  def bins_for(sku)
    DB[:bins].where(sku: sku, active: true).select(:code).map(:code)
  end
end

get "/inventory/:sku" do
  content_type :json
  sku = params[:sku]
  { level: stock_level(sku), bins: bins_for(sku) }.to_json
end

get "/inventory" do
  content_type :json
  DB[:stock_moves].where(warehouse: params["warehouse"]).group_and_count(:sku).order(Sequel.desc(:count)).limit(50).all.to_json
end
