# corpus: CWE-614 safe — the concern writes the device cookie through a single options helper that always sets secure: true and httponly.
# frozen_string_literal: true

module DeviceRecognition
  extend ActiveSupport::Concern

  COOKIE = :trusted_device

  included do
    helper_method :trusted_device?
  end

  private

  def trust_device!(user)
    device = user.trusted_devices.create!(user_agent: request.user_agent, last_ip: request.remote_ip)
    cookies.encrypted[COOKIE] = cookie_options(device.token, expires: 60.days.from_now)
  end

  def trusted_device?
    token = cookies.encrypted[COOKIE]
    token.present? && current_user&.trusted_devices&.exists?(token: token)
  end

  def forget_device!
    cookies.delete(COOKIE, secure: true, httponly: true)
  end

  def cookie_options(value, expires:)
    { value: value, expires: expires, secure: true, httponly: true, same_site: :strict }
  end
end

class TwoFactorController < ApplicationController
  include DeviceRecognition

  def create
    if current_user.verify_otp(params[:code])
      trust_device!(current_user) if params[:remember_device] == "1"
      session[:two_factor_passed] = true
      redirect_to dashboard_path
    else
      flash.now[:alert] = "Invalid code"
      render :new, status: :unprocessable_entity
    end
  end

  def destroy
    forget_device!
    redirect_to security_settings_path
  end
end
