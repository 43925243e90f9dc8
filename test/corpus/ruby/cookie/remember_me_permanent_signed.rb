# corpus: CWE-614 vulnerable — the remember-me token is written with cookies.permanent.signed without secure; signing does not stop it being sent over HTTP.
# frozen_string_literal: true

module RememberMe
  extend ActiveSupport::Concern

  private

  def remember(user)
    user.regenerate_remember_token
    cookies.permanent.signed[:remember_token] = user.remember_token
    cookies.permanent.signed[:user_id] = user.id
  end
end

class Library::SessionsController < ApplicationController
  include RememberMe

  def create
    member = LibraryMember.find_by(card_number: params[:card_number])
    if member&.authenticate(params[:pin])
      session[:member_id] = member.id
      remember(member) if params[:remember_me] == "1"
      redirect_to library_root_path
    else
      render :new, status: :unauthorized
    end
  end
end
