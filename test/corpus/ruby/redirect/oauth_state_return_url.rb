# corpus: CWE-601 vulnerable — the return URL passed when the OAuth flow starts is kept in the state and used with allow_other_host after the callback.
# frozen_string_literal: true

module Integrations
  class OAuthState
    def initialize(session)
      @session = session
    end

    def issue(provider:, return_url:)
      nonce = SecureRandom.urlsafe_base64(24)
      @session[:oauth_state] = { "nonce" => nonce, "provider" => provider, "return_url" => return_url }
      nonce
    end

    def consume(nonce)
      state = @session.delete(:oauth_state)
      return nil unless state && ActiveSupport::SecurityUtils.secure_compare(state["nonce"].to_s, nonce.to_s)

      state
    end
  end
end

class Integrations::CalendarConnectionsController < ApplicationController
  PROVIDERS = {
    "google" => "https://accounts.example-google.com/o/oauth2/auth",
    "outlook" => "https://login.example-microsoft.com/oauth2/v2.0/authorize"
  }.freeze

  def new
    provider = params[:provider]
    return head(:not_found) unless PROVIDERS.key?(provider)

    nonce = Integrations::OAuthState.new(session).issue(provider: provider, return_url: params[:return_url])
    query = { client_id: client_id_for(provider), redirect_uri: callback_url, state: nonce, response_type: "code" }
    redirect_to "#{PROVIDERS[provider]}?#{query.to_query}", allow_other_host: true
  end

  def callback
    state = Integrations::OAuthState.new(session).consume(params[:state])
    return redirect_to(settings_path, alert: "Connection expired") unless state

    CalendarConnection.exchange!(current_user, provider: state["provider"], code: params[:code])
    redirect_to state["return_url"].presence || settings_path, allow_other_host: true, notice: "Calendar connected"
  end

  private

  def client_id_for(provider)
    Rails.application.credentials.dig(:oauth, provider.to_sym, :client_id)
  end

  def callback_url
    integrations_calendar_callback_url
  end
end
