# corpus: CWE-470 safe — the importer class comes from a frozen hash keyed by the source name; the request cannot name a class.
# frozen_string_literal: true

module Imports
  IMPORTERS = {
    "shopify" => ShopifyImporter,
    "woocommerce" => WooCommerceImporter,
    "csv" => CsvImporter
  }.freeze

  def self.importer_for(source)
    IMPORTERS.fetch(source) { raise ArgumentError, "unsupported source" }
  end
end

class Shop::ImportsController < ApplicationController
  def create
    importer = Imports.importer_for(params[:source])
    ImportRunJob.perform_later(current_shop.id, importer.name, params[:upload_signed_id])
    head :accepted
  rescue ArgumentError
    head :unprocessable_entity
  end
end
