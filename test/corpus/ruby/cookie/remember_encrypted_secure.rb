# corpus: CWE-614 safe — the remember-me cookie is encrypted and written with secure: true and httponly.
# frozen_string_literal: true

module PersistentLogin
  extend ActiveSupport::Concern

  private

  def persist_login(account)
    cookies.permanent.encrypted[:remember] = {
      value: { id: account.id, token: account.remember_token },
      secure: true,
      httponly: true,
      same_site: :lax
    }
  end
end

class Crm::SessionsController < ApplicationController
  include PersistentLogin

  def create
    account = CrmAccount.find_by(email: params[:email])
    return render(:new, status: :unauthorized) unless account&.authenticate(params[:password])

    persist_login(account) if params[:remember] == "1"
    redirect_to crm_root_path
  end
end
