# corpus: CWE-89 vulnerable — a string filter parameter is passed straight to where, which treats a string as an SQL fragment.
# frozen_string_literal: true

class StockItem < ApplicationRecord
  belongs_to :warehouse

  scope :low, -> { where("quantity <= reorder_level") }
end

class Warehouse::StockItemsController < ApplicationController
  def index
    scope = current_warehouse.stock_items
    scope = scope.low if params[:low] == "1"
    scope = scope.where(params[:filter]) if params[:filter].is_a?(String)
    @stock_items = scope.order(:bin_code).page(params[:page])
  end

  def show
    @stock_item = current_warehouse.stock_items.find(params[:id])
  end
end
