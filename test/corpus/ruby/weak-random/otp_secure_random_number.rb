# corpus: CWE-330 safe — the one-time login code is drawn with SecureRandom.random_number.
# frozen_string_literal: true

require "securerandom"

class LoginCode
  def self.generate
    format("%06d", SecureRandom.random_number(1_000_000))
  end
end

class MagicLinksController < ApplicationController
  def create
    account = Account.find_by(phone: params[:phone])
    if account
      code = LoginCode.generate
      account.update!(login_code: code, login_code_expires_at: 10.minutes.from_now)
      SmsSender.deliver(account.phone, "Your login code is #{code}")
    end
    head :accepted
  end
end
