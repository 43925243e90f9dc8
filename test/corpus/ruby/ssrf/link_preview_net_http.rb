# corpus: CWE-918 vulnerable — the url parameter is fetched server-side with Net::HTTP.get to build a link preview.
# frozen_string_literal: true

require "net/http"

class LinkPreview
  TITLE = %r{<title>(.*?)</title>}im

  def initialize(url)
    @uri = URI(url)
  end

  def fetch
    html = Net::HTTP.get(@uri)
    { url: @uri.to_s, title: html[TITLE, 1]&.strip }
  end
end

class Chat::LinkPreviewsController < ApplicationController
  def show
    render json: LinkPreview.new(params.require(:url)).fetch
  end
end
