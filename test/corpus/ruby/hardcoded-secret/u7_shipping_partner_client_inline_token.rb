# corpus: CWE-798 vulnerable — the partner API client ships with its bearer token and webhook signing secret as string constants, so the credentials live in every checkout of the repository.
# frozen_string_literal: true

require "faraday"
require "openssl"

class ParcelPartnerClient
  API_HOST = "https://api.parcelpartner.example"
  API_TOKEN = "ppk_live_4Qm8Zr2Tx9Lw6Bv3Nc7Yh1Ks5Df0Gj"
  WEBHOOK_SECRET = "whsec_9aF2cE7bD4e1A8f3B6c0D5e2F7a4B9c1"

  def initialize
    @conn = Faraday.new(url: API_HOST) do |f|
      f.request :authorization, "Bearer", API_TOKEN
      f.request :json
      f.response :json
      f.options.timeout = 10
    end
  end

  def book_pickup(order)
    @conn.post("/v1/pickups", {
      reference: order.number,
      address: order.shipping_address.to_h,
      parcels: order.parcels.map { |p| { weight_g: p.weight_grams } }
    }).body
  end

  def self.valid_webhook?(payload, signature)
    expected = OpenSSL::HMAC.hexdigest("SHA256", WEBHOOK_SECRET, payload)
    Rack::Utils.secure_compare(expected, signature.to_s)
  end
end
