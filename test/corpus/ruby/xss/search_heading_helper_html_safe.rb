# corpus: CWE-79 vulnerable — the helper marks a heading containing the raw search query as html_safe.
# frozen_string_literal: true

module SearchHelper
  def results_heading(count)
    query = params[:q].to_s
    "#{count} results for <em>#{query}</em>".html_safe
  end
end

class SearchController < ApplicationController
  helper SearchHelper

  def index
    @results = Listing.where(published: true).where("title ILIKE ?", "%#{params[:q]}%").limit(40)
  end
end
