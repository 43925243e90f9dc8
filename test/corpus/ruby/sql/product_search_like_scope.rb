# corpus: CWE-89 vulnerable — the search term from the query string reaches a model scope that interpolates it into a LIKE condition.
# frozen_string_literal: true

class Product < ApplicationRecord
  belongs_to :category

  scope :visible, -> { where(archived: false) }
  scope :matching, ->(term) { where("products.name LIKE '%#{term}%' OR products.sku = '#{term}'") }

  def self.search(term, category_id: nil)
    relation = visible.matching(term.to_s.strip)
    relation = relation.where(category_id: category_id) if category_id.present?
    relation.order(:name).limit(50)
  end
end

class ProductsController < ApplicationController
  def index
    @products = Product.search(params[:q], category_id: params[:category_id])
    respond_to do |format|
      format.html
      format.json { render json: @products.as_json(only: %i[id name sku price_cents]) }
    end
  end
end
