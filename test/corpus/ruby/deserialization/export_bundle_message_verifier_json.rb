# corpus: CWE-502 safe — settings bundles are signed with a JSON-serialising MessageVerifier and restored with JSON, so no Ruby objects are revived from input.
# frozen_string_literal: true

require "json"

module Settings
  class Bundle
    VERSION = 2
    KEYS = %w[timezone locale week_start notification_email digest_frequency theme].freeze

    class Invalid < StandardError; end

    def self.verifier
      @verifier ||= ActiveSupport::MessageVerifier.new(
        Rails.application.key_generator.generate_key("settings-bundle", 32),
        digest: "SHA256",
        serializer: JSON
      )
    end

    def self.export(account)
      payload = {
        "version" => VERSION,
        "exported_at" => Time.current.iso8601,
        "settings" => account.settings.slice(*KEYS)
      }
      verifier.generate(payload, purpose: :settings_bundle, expires_in: 7.days)
    end

    def self.import(account, token)
      payload = verifier.verified(token.to_s, purpose: :settings_bundle)
      raise Invalid, "bundle is invalid or expired" unless payload.is_a?(Hash)
      raise Invalid, "unsupported bundle version" unless payload["version"] == VERSION

      settings = payload.fetch("settings", {}).slice(*KEYS)
      account.update!(settings: account.settings.merge(settings))
      settings.keys
    end
  end

  class BundlePreview
    def initialize(json_text)
      @data = JSON.parse(json_text)
    end

    def keys
      @data.is_a?(Hash) ? @data.fetch("settings", {}).keys & Bundle::KEYS : []
    end
  end
end

class Settings::BundlesController < ApplicationController
  def show
    token = Settings::Bundle.export(current_account)
    send_data token, filename: "settings-#{current_account.slug}.bundle", type: "text/plain"
  end

  def create
    upload = params.require(:bundle)
    imported = Settings::Bundle.import(current_account, upload.read)
    redirect_to settings_path, notice: "Imported #{imported.size} settings"
  rescue Settings::Bundle::Invalid => e
    redirect_to settings_path, alert: e.message
  end

  def preview
    keys = Settings::BundlePreview.new(request.raw_post).keys
    render json: { keys: keys }
  rescue JSON::ParserError
    render json: { error: "not JSON" }, status: :bad_request
  end
end
