# corpus: CWE-601 safe — the URL is redirected to only if it parses as https and its host is in a fixed partner allow-list.
# frozen_string_literal: true

class Referrals::OutboundController < ApplicationController
  PARTNER_HOSTS = %w[insurer.example.com pharmacy.example.org lab.example.net].freeze

  def show
    target = partner_url(params[:to])
    if target
      redirect_to target, allow_other_host: true
    else
      redirect_to referrals_path, alert: "Unknown partner link"
    end
  end

  private

  def partner_url(raw)
    uri = URI.parse(raw.to_s)
    return nil unless uri.is_a?(URI::HTTPS) && PARTNER_HOSTS.include?(uri.host)

    uri.to_s
  rescue URI::InvalidURIError
    nil
  end
end
