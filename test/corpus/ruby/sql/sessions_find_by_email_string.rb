# corpus: CWE-89 vulnerable — the login email is interpolated into the string condition passed to find_by.
# frozen_string_literal: true

class SessionsController < ApplicationController
  skip_before_action :require_login, only: %i[new create]

  def create
    user = User.find_by("lower(email) = '#{params[:email].to_s.downcase}'")
    if user&.authenticate(params[:password])
      reset_session
      session[:user_id] = user.id
      redirect_to dashboard_path
    else
      flash.now[:alert] = "Invalid email or password"
      render :new, status: :unprocessable_entity
    end
  end
end
