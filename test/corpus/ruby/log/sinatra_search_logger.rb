# corpus: CWE-117 vulnerable — the search query is interpolated into a Sinatra logger call.
# frozen_string_literal: true

require "sinatra"
require "json"

configure do
  enable :logging
end

helpers do
  def page_number
    [params["page"].to_i, 1].max
  end
end

get "/recipes/search" do
  query = params["q"].to_s
  logger.info("recipe search q=#{query} page=#{page_number}")
  content_type :json
  RecipeIndex.search(query).drop((page_number - 1) * 20).first(20).to_json
end
