# corpus: CWE-347 safe — partner tokens are decoded with verification on, the HS256 algorithm pinned and the secret taken from the environment; the unverified decode is only used to read the kid for key selection.
# frozen_string_literal: true

require "sinatra/base"
require "jwt"
require "json"

class PartnerKeys
  def initialize(env = ENV)
    @keys = {
      "2024" => env.fetch("PARTNER_JWT_SECRET_2024"),
      "2025" => env["PARTNER_JWT_SECRET_2025"]
    }.compact
  end

  def fetch(kid)
    @keys.fetch(kid) { raise JWT::VerificationError, "unknown key id" }
  end
end

class PartnerTokenVerifier
  def initialize(keys)
    @keys = keys
  end

  def verify(token)
    _payload, header = JWT.decode(token, nil, false)
    secret = @keys.fetch(header["kid"].to_s)
    payload, = JWT.decode(token, secret, true, {
      algorithm: "HS256",
      iss: "partners.parcelhub.io",
      verify_iss: true,
      aud: "parcelhub-api",
      verify_aud: true
    })
    payload
  end
end

class PartnerApi < Sinatra::Base
  VERIFIER = PartnerTokenVerifier.new(PartnerKeys.new)

  before do
    content_type :json
    token = request.env["HTTP_AUTHORIZATION"].to_s.sub(/\ABearer /, "")
    begin
      @partner = VERIFIER.verify(token)
    rescue JWT::DecodeError
      halt 401, { error: "invalid token" }.to_json
    end
  end

  get "/v1/shipments" do
    shipments = Shipment.where(partner_id: @partner["sub"]).order(created_at: :desc).limit(100)
    shipments.map(&:to_h).to_json
  end
end
