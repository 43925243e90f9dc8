# corpus: CWE-330 vulnerable — the six-digit password reset code comes from Kernel#rand, a predictable Mersenne Twister.
# frozen_string_literal: true

class PasswordReset < ApplicationRecord
  belongs_to :user

  def self.issue_for(user)
    create!(user: user, code: rand(100_000..999_999).to_s, expires_at: 15.minutes.from_now)
  end
end

class PasswordResetsController < ApplicationController
  def create
    user = User.find_by(email: params[:email].to_s.downcase)
    if user
      reset = PasswordReset.issue_for(user)
      UserMailer.reset_code(user, reset.code).deliver_later
    end
    head :accepted
  end
end
