# corpus: CWE-78 safe — the count is converted with Integer() and the host is parsed by IPAddr before both go into the command string.
# frozen_string_literal: true

require "ipaddr"

class NetworkProbe
  def initialize(host, count)
    @host = IPAddr.new(host).to_s
    @count = Integer(count).clamp(1, 10)
  end

  def run
    `ping -c #{@count} -W 2 #{@host}`
  end
end

class Monitoring::ProbesController < ApplicationController
  def create
    output = NetworkProbe.new(params[:ip], params.fetch(:count, 3)).run
    render plain: output
  rescue IPAddr::InvalidAddressError, ArgumentError
    head :bad_request
  end
end
