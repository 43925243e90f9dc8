class CheckoutsController < ApplicationController
  def create
    cart = current_cart
    # ruleid: ruby.quality.debugger-statement
    # ruleid: ruby.quality.debugger-statement
    cart.checkout!
    redirect_to cart
  end

  def debugger_enabled?
    # ok: ruby.quality.debugger-statement
    Rails.env.development? && defined?(Pry)
  end
end
