# corpus: CWE-502 safe — the cart cookie is decoded with JSON.parse, which only yields hashes, arrays and scalars.
# frozen_string_literal: true

require "base64"
require "json"

class GuestCartsController < ApplicationController
  def show
    cart = load_cart
    render json: { lines: cart.fetch("lines", []).size }
  end

  private

  def load_cart
    raw = cookies[:guest_cart]
    return {} if raw.blank?

    JSON.parse(Base64.urlsafe_decode64(raw))
  rescue JSON::ParserError, ArgumentError
    {}
  end
end
