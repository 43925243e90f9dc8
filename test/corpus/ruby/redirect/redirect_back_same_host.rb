# corpus: CWE-601 safe — redirect_back_or_to with allow_other_host: false only follows the Referer when it points at this host.
# frozen_string_literal: true

class Shop::WishlistController < ApplicationController
  before_action :authenticate_customer!

  def index
    @items = current_customer.wishlist_items.includes(:product).order(created_at: :desc)
  end

  def add
    current_customer.wishlist_items.find_or_create_by!(product_id: params[:product_id])
    redirect_back_or_to shop_products_path, allow_other_host: false, notice: "Added to wishlist"
  end

  def remove
    current_customer.wishlist_items.where(product_id: params[:product_id]).destroy_all
    redirect_back_or_to shop_wishlist_path, allow_other_host: false, notice: "Removed from wishlist"
  end
end
