# corpus: CWE-328 safe — passwords are hashed with BCrypt::Password.create and checked through BCrypt's comparison.
# frozen_string_literal: true

require "bcrypt"

class Tutor < ApplicationRecord
  def password=(plain)
    self.password_hash = BCrypt::Password.create(plain, cost: 12)
  end

  def valid_password?(plain)
    BCrypt::Password.new(password_hash) == plain
  end
end

class Tutors::SessionsController < ApplicationController
  def create
    tutor = Tutor.find_by(email: params[:email])
    if tutor&.valid_password?(params[:password])
      session[:tutor_id] = tutor.id
      redirect_to tutors_dashboard_path
    else
      render :new, status: :unauthorized
    end
  end
end
