# corpus: CWE-918 vulnerable — URI.join lets an absolute URL in the path parameter replace the internal base host.
# frozen_string_literal: true

require "sinatra"
require "net/http"

REPORTS_BASE = URI("http://reports.internal:8080/v1/")

helpers do
  def reports_url(path)
    URI.join(REPORTS_BASE, path)
  end

  def relay(response)
    status response.code.to_i
    content_type response["content-type"] || "application/json"
    response.body
  end
end

get "/reports/proxy" do
  target = reports_url(params.fetch("path", "summary"))
  relay(Net::HTTP.get_response(target))
end

get "/reports/health" do
  relay(Net::HTTP.get_response(reports_url("health")))
end
