# corpus: CWE-330 safe — the reset token is generated with SecureRandom.urlsafe_base64 and only its digest is stored.
# frozen_string_literal: true

require "securerandom"

class ResetTokenService
  def self.issue(user)
    token = SecureRandom.urlsafe_base64(32)
    user.update!(reset_digest: Digest::SHA256.hexdigest(token), reset_sent_at: Time.current)
    token
  end
end

class Clinic::PasswordResetsController < ApplicationController
  def create
    user = StaffUser.find_by(email: params[:email])
    StaffMailer.reset(user, ResetTokenService.issue(user)).deliver_later if user
    head :accepted
  end
end
