# corpus: CWE-328 safe — passwords use bcrypt via has_secure_password, and SHA-256 only digests random high-entropy tokens for lookup.
# frozen_string_literal: true

require "digest"
require "securerandom"

class Account < ApplicationRecord
  has_secure_password
  has_many :api_tokens, dependent: :delete_all
end

class ApiToken < ApplicationRecord
  belongs_to :account

  def self.issue!(account, label:)
    raw = SecureRandom.urlsafe_base64(32)
    create!(account: account, label: label, token_digest: digest(raw))
    raw
  end

  def self.authenticate(raw)
    find_by(token_digest: digest(raw.to_s))&.account
  end

  def self.digest(raw)
    Digest::SHA256.hexdigest(raw)
  end
end

class AccountSecurityService
  def initialize(account)
    @account = account
  end

  def change_password!(current:, new_password:)
    raise ArgumentError, "current password is wrong" unless @account.authenticate(current)

    @account.update!(password: new_password, password_confirmation: new_password)
    @account.api_tokens.delete_all
  end
end

class Settings::SecurityController < ApplicationController
  def update_password
    AccountSecurityService.new(current_account).change_password!(current: params[:current_password], new_password: params[:new_password])
    redirect_to settings_security_path, notice: "Password changed; API tokens revoked"
  rescue ArgumentError => e
    redirect_to settings_security_path, alert: e.message
  end

  def create_token
    raw = ApiToken.issue!(current_account, label: params[:label].to_s)
    render json: { token: raw }, status: :created
  end
end
