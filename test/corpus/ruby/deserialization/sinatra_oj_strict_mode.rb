# corpus: CWE-502 safe — Oj parses the request body in :strict mode, which only produces JSON types.
# frozen_string_literal: true

require "sinatra"
require "oj"

helpers do
  def json_body
    Oj.load(request.body.read, mode: :strict)
  rescue Oj::ParseError
    halt 400, "invalid JSON"
  end
end

post "/events" do
  event = json_body
  halt 422 unless event.is_a?(Hash) && event["type"].is_a?(String)

  EventStore.append(type: event["type"], data: event.fetch("data", {}))
  201
end
