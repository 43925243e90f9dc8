# corpus: CWE-79 safe — the query is escaped with ERB::Util.html_escape before the surrounding markup is marked html_safe.
# frozen_string_literal: true

module CatalogHelper
  def catalog_heading(count)
    query = ERB::Util.html_escape(params[:q].to_s)
    "#{count} products matching <strong>#{query}</strong>".html_safe
  end
end

class CatalogController < ApplicationController
  helper CatalogHelper

  def index
    @products = Product.where(active: true).where("name ILIKE ?", "%#{params[:q]}%")
  end
end
