class SessionsController < ApplicationController
  SECURE_COOKIE = { secure: true, httponly: true }.freeze

  def create
    token = current_user.session_token
    # ruleid: ruby.security.insecure-cookie
    cookies[:session_token] = { value: token, httponly: true, secure: true }
    # ruleid: ruby.security.insecure-cookie
    cookies.signed[:user_id] = { value: current_user.id, secure: true }
    # ok: ruby.security.insecure-cookie
    cookies.encrypted[:remember_token] = { value: token, secure: true, httponly: true }
    # ok: ruby.security.insecure-cookie
    cookies[:theme] = "dark"
    # ok: ruby.security.insecure-cookie
    cookies[:device] = SECURE_COOKIE.merge(value: token)
    # ruleid: ruby.security.insecure-cookie
    cookies.permanent.signed[:remember_token] = token
    redirect_to root_path
  end
end
