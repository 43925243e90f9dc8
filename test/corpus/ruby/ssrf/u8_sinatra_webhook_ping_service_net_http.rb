# corpus: CWE-918 vulnerable — the target URL from the JSON body is handed to a pinger service that issues a server-side Net::HTTP POST to it.
# frozen_string_literal: true

require "sinatra/base"
require "json"
require "net/http"

class WebhookPinger
  def initialize(timeout: 5)
    @timeout = timeout
  end

  def ping(target)
    uri = URI.parse(target)
    Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https", open_timeout: @timeout, read_timeout: @timeout) do |http|
      request = Net::HTTP::Post.new(uri)
      request["Content-Type"] = "application/json"
      request.body = { event: "ping" }.to_json
      http.request(request).code.to_i
    end
  end
end

class WebhooksApp < Sinatra::Base
  set :pinger, WebhookPinger.new

  post "/webhooks/test" do
    payload = JSON.parse(request.body.read)
    status_code = settings.pinger.ping(payload.fetch("url"))
    content_type :json
    { delivered: status_code < 400, status: status_code }.to_json
  end
end
