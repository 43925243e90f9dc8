# corpus: CWE-79 safe — the echoed value is returned with render plain:, served as text/plain.
# frozen_string_literal: true

class DiagnosticsEchoController < ApplicationController
  skip_before_action :verify_authenticity_token
  before_action :require_internal_network

  def show
    render plain: "You sent: #{params[:value]}\nAt: #{Time.current.iso8601}"
  end

  def headers_dump
    lines = request.headers.env.select { |k, _| k.start_with?("HTTP_") }.map { |k, v| "#{k}: #{v}" }
    render plain: lines.sort.join("\n")
  end

  private

  def require_internal_network
    head :forbidden unless request.remote_ip.start_with?("10.")
  end
end
