# corpus: CWE-614 vulnerable — the session token cookie is set with httponly but without secure, so browsers also send it over plain HTTP.
# frozen_string_literal: true

class Api::SessionsController < ApplicationController
  skip_before_action :verify_authenticity_token

  def create
    user = User.find_by(email: params[:email])
    return head(:unauthorized) unless user&.authenticate(params[:password])

    token = start_session(user)
    cookies[:session_token] = { value: token, httponly: true, expires: 12.hours.from_now, same_site: :lax }
    render json: { user_id: user.id }
  end

  def destroy
    UserSession.where(token: cookies[:session_token]).delete_all if cookies[:session_token]
    cookies.delete(:session_token)
    head :no_content
  end

  private

  def start_session(user)
    user.sessions.create!(ip: request.remote_ip, user_agent: request.user_agent.to_s.truncate(255)).token
  end
end
