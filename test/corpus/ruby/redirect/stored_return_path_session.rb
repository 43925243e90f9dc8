# corpus: CWE-601 vulnerable — the return_to parameter is stored in the session by one action and redirected to with allow_other_host by another.
# frozen_string_literal: true

class Payments::CheckoutsController < ApplicationController
  def new
    session[:checkout_return_to] = params[:return_to] if params[:return_to].present?
    @cart = current_cart
  end

  def complete
    current_cart.checkout!(payment_token: params.require(:token))
    redirect_to return_destination, allow_other_host: true
  end

  private

  def return_destination
    session.delete(:checkout_return_to) || orders_path
  end
end
