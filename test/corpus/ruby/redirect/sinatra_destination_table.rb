# corpus: CWE-601 safe — the request picks a key in a fixed table of destinations; unknown keys go to the home page.
# frozen_string_literal: true

require "sinatra"

DESTINATIONS = {
  "timetable" => "/timetable",
  "grades" => "/grades",
  "library" => "https://library.example.edu/catalog"
}.freeze

helpers do
  def destination_for(key)
    DESTINATIONS.fetch(key.to_s, "/")
  end
end

get "/go" do
  redirect destination_for(params["to"])
end

get "/go/:key" do
  redirect destination_for(params[:key]), 301
end
