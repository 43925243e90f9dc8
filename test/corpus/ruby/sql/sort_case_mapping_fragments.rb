# corpus: CWE-89 safe — the sort key is mapped by a case expression to fixed SQL fragments; unknown keys fall back to a constant.
# frozen_string_literal: true

class Listing < ApplicationRecord
  def self.sorted_by(key)
    fragment =
      case key
      when "price_low" then "listings.price_cents ASC"
      when "price_high" then "listings.price_cents DESC"
      when "newest" then "listings.published_at DESC"
      else "listings.featured DESC, listings.published_at DESC"
      end
    order(Arel.sql(fragment))
  end
end

class ListingsController < ApplicationController
  def index
    @listings = Listing.where(city_id: params[:city_id]).sorted_by(params[:sort]).page(params[:page])
  end
end
