# corpus: CWE-22 safe — the request picks a key in a fixed table of file names; unknown keys are rejected.
# frozen_string_literal: true

require "sinatra"

POLICIES = {
  "privacy" => "privacy-2024.pdf",
  "terms" => "terms-of-service.pdf",
  "cookies" => "cookie-policy.pdf"
}.freeze

get "/policies/:name" do
  file = POLICIES[params[:name]]
  halt 404 unless file

  send_file File.join(settings.root, "policies", file), type: "application/pdf"
end
