# corpus: CWE-117 vulnerable — the submitted username is interpolated into a log line with its CR/LF characters intact.
# frozen_string_literal: true

class Admin::SessionsController < ApplicationController
  skip_before_action :require_admin!, only: %i[new create]

  def new; end

  def create
    admin = AdminUser.find_by(username: params[:username])
    if admin&.authenticate(params[:password])
      session[:admin_id] = admin.id
      Rails.logger.info("Admin login succeeded for id=#{admin.id}")
      redirect_to admin_root_path
    else
      Rails.logger.warn("Admin login failed for #{params[:username]} from #{request.remote_ip}")
      render :new, status: :unauthorized
    end
  end

  def destroy
    Rails.logger.info("Admin logout id=#{session[:admin_id].to_i}")
    reset_session
    redirect_to new_admin_session_path
  end
end
