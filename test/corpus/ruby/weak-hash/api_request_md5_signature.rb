# corpus: CWE-328 vulnerable — partner API requests are authenticated by comparing an MD5 of secret plus body, which is forgeable by length extension.
# frozen_string_literal: true

require "digest/md5"

module PartnerSignature
  def self.valid?(partner, body, signature)
    expected = Digest::MD5.hexdigest(partner.shared_secret + body)
    expected == signature.to_s.downcase
  end
end

class Partners::OrdersController < ActionController::API
  before_action :verify_signature

  def create
    order = @partner.orders.create!(JSON.parse(request.raw_post).slice("sku", "quantity", "reference"))
    render json: { id: order.id }, status: :created
  end

  private

  def verify_signature
    @partner = Partner.find_by!(key: request.headers["X-Partner-Key"])
    head :unauthorized unless PartnerSignature.valid?(@partner, request.raw_post, request.headers["X-Signature"])
  end
end
