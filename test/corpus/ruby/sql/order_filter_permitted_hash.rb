# corpus: CWE-89 safe — the permitted strong parameters are only used as hash conditions in where.
# frozen_string_literal: true

class OrdersController < ApplicationController
  before_action :authenticate_merchant!

  def index
    @orders = current_shop.orders
                          .where(filter_params.to_h.compact_blank)
                          .where(placed_at: date_range)
                          .order(placed_at: :desc)
                          .page(params[:page])
  end

  def show
    @order = current_shop.orders.find(params[:id])
  end

  private

  def filter_params
    params.fetch(:filter, {}).permit(:status, :channel, :currency)
  end

  def date_range
    from = params[:from].presence&.to_date || 30.days.ago.to_date
    to = params[:to].presence&.to_date || Date.current
    from.beginning_of_day..to.end_of_day
  end
end
