# corpus: CWE-918 vulnerable — the importer only checks that the URL is http or https, so internal hosts and metadata addresses can still be fetched.
# frozen_string_literal: true

require "net/http"
require "csv"

module Catalog
  class RemoteCsvImport
    MAX_BYTES = 5 * 1024 * 1024

    class InvalidSource < StandardError; end

    def initialize(shop, url)
      @shop = shop
      @uri = parse(url)
    end

    def call
      body = download
      rows = CSV.parse(body, headers: true)
      rows.each_slice(500) do |batch|
        @shop.products.upsert_all(batch.map { |r| attributes_for(r) }, unique_by: %i[shop_id sku])
      end
      rows.size
    end

    private

    def parse(url)
      uri = URI.parse(url.to_s.strip)
      raise InvalidSource, "only web URLs are supported" unless %w[http https].include?(uri.scheme)
      raise InvalidSource, "missing host" if uri.host.blank?

      uri
    rescue URI::InvalidURIError
      raise InvalidSource, "malformed URL"
    end

    def download
      Net::HTTP.start(@uri.host, @uri.port, use_ssl: @uri.scheme == "https", open_timeout: 5, read_timeout: 15) do |http|
        response = http.request(Net::HTTP::Get.new(@uri))
        raise InvalidSource, "HTTP #{response.code}" unless response.is_a?(Net::HTTPSuccess)
        raise InvalidSource, "file too large" if response.body.bytesize > MAX_BYTES

        response.body
      end
    end

    def attributes_for(row)
      {
        shop_id: @shop.id,
        sku: row["sku"].to_s.strip,
        name: row["name"].to_s.strip,
        price_cents: (row["price"].to_f * 100).round,
        updated_at: Time.current,
        created_at: Time.current
      }
    end
  end
end

class Shop::CatalogImportsController < ApplicationController
  def create
    count = Catalog::RemoteCsvImport.new(current_shop, params.require(:import)[:url]).call
    redirect_to shop_products_path, notice: "Imported #{count} products"
  rescue Catalog::RemoteCsvImport::InvalidSource => e
    redirect_to new_shop_catalog_import_path, alert: e.message
  end
end
