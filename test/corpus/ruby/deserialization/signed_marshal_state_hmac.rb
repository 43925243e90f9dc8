# corpus: CWE-502 safe — the Marshal payload is only loaded after its HMAC-SHA256 under the server secret verifies in constant time.
# frozen_string_literal: true

require "base64"
require "openssl"

class WizardState
  SECRET = Rails.application.secret_key_base

  def self.dump(state)
    payload = Marshal.dump(state)
    "#{Base64.urlsafe_encode64(payload)}--#{sign(payload)}"
  end

  def self.load(token)
    encoded, signature = token.to_s.split("--", 2)
    return {} unless encoded && signature

    payload = Base64.urlsafe_decode64(encoded)
    return {} unless ActiveSupport::SecurityUtils.secure_compare(sign(payload), signature)

    Marshal.load(payload)
  end

  def self.sign(payload)
    OpenSSL::HMAC.hexdigest("SHA256", SECRET, payload)
  end
end

class OnboardingController < ApplicationController
  def step
    state = WizardState.load(params[:state])
    state[:step] = params[:step].to_i
    render json: { state: WizardState.dump(state) }
  end
end
