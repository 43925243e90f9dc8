# corpus: CWE-502 vulnerable — the cart cookie is base64-decoded and passed to Marshal.load, so the client controls the object graph.
# frozen_string_literal: true

require "base64"

module CartPersistence
  extend ActiveSupport::Concern

  included do
    before_action :restore_cart
  end

  private

  def restore_cart
    raw = cookies[:cart]
    @cart = raw.present? ? Marshal.load(Base64.decode64(raw)) : Cart.new
  end

  def persist_cart
    cookies[:cart] = { value: Base64.strict_encode64(Marshal.dump(@cart)), expires: 2.weeks }
  end
end

class CartsController < ApplicationController
  include CartPersistence

  def show
    render json: { items: @cart.items.size, total_cents: @cart.total_cents }
  end
end
