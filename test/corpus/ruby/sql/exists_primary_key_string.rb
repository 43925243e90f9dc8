# corpus: CWE-89 safe — a string passed to exists? is treated as a primary key value, not as an SQL condition.
# frozen_string_literal: true

class WishlistItemsController < ApplicationController
  before_action :authenticate_user!

  def index
    @items = current_user.wishlist_items.includes(:product)
  end

  def create
    product_id = params[:product_id]
    unless Product.exists?(product_id)
      return render json: { error: "unknown product" }, status: :not_found
    end

    item = current_user.wishlist_items.find_or_create_by!(product_id: product_id)
    render json: item, status: :created
  end

  def destroy
    current_user.wishlist_items.where(product_id: params[:product_id]).delete_all
    head :no_content
  end
end
