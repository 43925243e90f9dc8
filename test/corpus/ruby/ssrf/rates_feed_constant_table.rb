# corpus: CWE-918 safe — the request picks a feed by name from a constant table, and only those fixed URLs are opened.
# frozen_string_literal: true

require "open-uri"
require "json"

class ExchangeRatesController < ApplicationController
  FEEDS = {
    "ecb" => "https://rates.example-ecb.eu/latest.json",
    "fed" => "https://rates.example-fed.gov/daily.json"
  }.freeze

  def show
    url = FEEDS.fetch(params[:source], FEEDS["ecb"])
    rates = JSON.parse(URI.open(url, read_timeout: 5).read)
    render json: rates.slice(*Array(params[:currencies]))
  end
end
