# corpus: CWE-918 safe — webhook endpoints are accepted only for hosts in the integration allow-list, over https, and deliveries reuse the checked URI.
# frozen_string_literal: true

require "net/http"
require "json"

module Integrations
  class WebhookEndpointPolicy
    ALLOWED_HOSTS = %w[hooks.slack.example.com api.teams.example.com events.pagerduty.example.com].freeze

    Rejected = Class.new(StandardError)

    def self.check!(url)
      uri = URI.parse(url.to_s)
      raise Rejected, "https required" unless uri.is_a?(URI::HTTPS)
      raise Rejected, "host not allowed" unless ALLOWED_HOSTS.include?(uri.host)
      raise Rejected, "custom ports are not allowed" unless uri.port == 443
      raise Rejected, "credentials in URL" if uri.userinfo

      uri
    rescue URI::InvalidURIError
      raise Rejected, "malformed URL"
    end
  end

  class WebhookDelivery
    def initialize(uri)
      @uri = uri
    end

    def deliver(event)
      request = Net::HTTP::Post.new(@uri, "Content-Type" => "application/json")
      request.body = event.to_json
      Net::HTTP.start(@uri.host, @uri.port, use_ssl: true, open_timeout: 3, read_timeout: 5) { |http| http.request(request) }
    end
  end
end

class Settings::WebhooksController < ApplicationController
  def create
    uri = Integrations::WebhookEndpointPolicy.check!(params.require(:webhook)[:url])
    hook = current_team.webhooks.create!(url: uri.to_s, events: Array(params[:webhook][:events]))
    Integrations::WebhookDelivery.new(uri).deliver(type: "webhook.verified", webhook_id: hook.id)
    redirect_to settings_webhooks_path, notice: "Webhook added"
  rescue Integrations::WebhookEndpointPolicy::Rejected => e
    redirect_to settings_webhooks_path, alert: e.message
  end
end
