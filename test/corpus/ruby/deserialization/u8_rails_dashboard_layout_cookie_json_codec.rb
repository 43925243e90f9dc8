# corpus: CWE-502 safe — the layout cookie is decoded with JSON.parse into plain hashes and arrays; no Marshal or unsafe YAML is involved.
# frozen_string_literal: true

class DashboardLayoutCodec
  WIDGETS = %w[revenue signups churn tickets].freeze

  def decode(raw)
    return default if raw.blank?

    data = JSON.parse(Base64.urlsafe_decode64(raw))
    widgets = Array(data["widgets"]).map(&:to_s) & WIDGETS
    { "widgets" => widgets.presence || WIDGETS, "columns" => data["columns"].to_i.clamp(1, 4) }
  rescue ArgumentError, JSON::ParserError
    default
  end

  def encode(layout)
    Base64.urlsafe_encode64(layout.to_json)
  end

  private

  def default
    { "widgets" => WIDGETS, "columns" => 2 }
  end
end

class DashboardsController < ApplicationController
  def show
    @layout = DashboardLayoutCodec.new.decode(cookies[:dashboard_layout])
  end
end
