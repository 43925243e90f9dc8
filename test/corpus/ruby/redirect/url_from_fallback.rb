# corpus: CWE-601 safe — url_from returns nil for URLs on other hosts, so only internal targets are used and the rest fall back to root_path.
# frozen_string_literal: true

class Accounts::PasswordsController < ApplicationController
  def update
    if current_user.update(password_params)
      bypass_sign_in(current_user)
      redirect_to(url_from(params[:u]) || root_path, notice: "Password changed")
    else
      render :edit, status: :unprocessable_entity
    end
  end

  private

  def password_params
    params.require(:user).permit(:password, :password_confirmation)
  end
end
