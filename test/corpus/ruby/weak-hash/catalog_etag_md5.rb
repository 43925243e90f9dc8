# corpus: CWE-328 safe — MD5 only builds an ETag over public catalogue data for HTTP caching; nothing relies on it for security.
# frozen_string_literal: true

require "digest/md5"

class Public::CatalogController < ApplicationController
  skip_before_action :authenticate_user!

  def index
    products = Product.where(listed: true).order(:id).pluck(:id, :name, :price_cents, :updated_at)
    etag = catalog_etag(products)
    return head(:not_modified) if request.headers["If-None-Match"] == %("#{etag}")

    response.headers["ETag"] = %("#{etag}")
    response.headers["Cache-Control"] = "public, max-age=300"
    render json: products
  end

  private

  def catalog_etag(rows)
    Digest::MD5.hexdigest(rows.map { |row| row.join(":") }.join("|"))
  end
end
