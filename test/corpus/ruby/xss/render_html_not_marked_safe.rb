# corpus: CWE-79 safe — render html: escapes a string that is not html_safe, so the interpolated name is shown as text.
# frozen_string_literal: true

class Shop::ThankYouController < ApplicationController
  before_action :load_order

  def show
    render html: "<p>Thank you for your order, #{params[:name]}!</p>", layout: "shop"
  end

  def receipt
    respond_to do |format|
      format.html { render :receipt }
      format.json { render json: @order.as_json(only: %i[number total_cents currency]) }
    end
  end

  private

  def load_order
    @order = current_customer.orders.find_by!(number: params[:order_number])
  end
end
