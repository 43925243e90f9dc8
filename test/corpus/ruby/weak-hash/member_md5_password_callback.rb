# corpus: CWE-328 vulnerable — member passwords are stored as unsalted MD5 hex digests.
# frozen_string_literal: true

require "digest"

class Member < ApplicationRecord
  attr_accessor :password

  before_save :digest_password, if: -> { password.present? }

  def self.authenticate(email, password)
    member = find_by(email: email.to_s.downcase)
    member if member && member.password_digest == Digest::MD5.hexdigest(password.to_s)
  end

  private

  def digest_password
    self.password_digest = Digest::MD5.hexdigest(password)
  end
end

class Gym::RegistrationsController < ApplicationController
  def create
    member = Member.create!(params.require(:member).permit(:name, :email, :password))
    session[:member_id] = member.id
    redirect_to gym_root_path
  end
end
