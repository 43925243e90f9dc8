# corpus: CWE-117 safe — the email is logged through String#inspect, which escapes CR and LF as \r and \n.
# frozen_string_literal: true

class Tenants::SessionsController < ApplicationController
  MAX_ATTEMPTS = 5

  def create
    tenant = Tenant.find_by(email: params[:email])
    if tenant&.authenticate(params[:password])
      session[:tenant_id] = tenant.id
      tenant.update_column(:failed_attempts, 0)
      redirect_to tenant_home_path
    else
      record_failure(tenant)
      logger.warn("login failed email=#{params[:email].to_s.inspect} ip=#{request.remote_ip}")
      render :new, status: :unauthorized
    end
  end

  private

  def record_failure(tenant)
    return unless tenant

    tenant.increment!(:failed_attempts)
    tenant.lock_access! if tenant.failed_attempts >= MAX_ATTEMPTS
  end
end
