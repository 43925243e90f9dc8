# corpus: CWE-601 safe — the helper keeps return_to only when it is a single-slash relative path with no host, otherwise the dashboard path is used.
# frozen_string_literal: true

module SafeReturnPath
  DEFAULT = "/dashboard"

  def self.for(candidate)
    value = candidate.to_s
    return DEFAULT unless value.start_with?("/") && !value.start_with?("//") && !value.include?("\\")

    uri = URI.parse(value)
    uri.host.nil? && uri.scheme.nil? ? value : DEFAULT
  rescue URI::InvalidURIError
    DEFAULT
  end
end

class SessionsController < ApplicationController
  skip_before_action :require_login, only: %i[new create]

  def create
    user = User.authenticate_by(email: params[:email], password: params[:password])
    if user
      reset_session
      session[:user_id] = user.id
      redirect_to SafeReturnPath.for(params[:return_to])
    else
      flash.now[:alert] = "Invalid email or password"
      render :new, status: :unprocessable_entity
    end
  end
end
