# corpus: CWE-89 vulnerable — the "channel" entry of the permitted filters hash is interpolated into a where string inside the query object.
# frozen_string_literal: true

class OrderSearch
  def initialize(scope, filters)
    @scope = scope
    @filters = filters
  end

  def call
    relation = @scope.where(archived: false)
    relation = relation.where("sales_channel = '#{@filters[:channel]}'") if @filters[:channel].present?
    relation = relation.where(state: @filters[:state]) if @filters[:state].present?
    relation.order(created_at: :desc).limit(100)
  end
end

class Admin::OrdersController < Admin::BaseController
  def index
    filters = params.fetch(:filters, {}).permit(:channel, :state).to_h.symbolize_keys
    @orders = OrderSearch.new(Order.all, filters).call
    render :index
  end
end
