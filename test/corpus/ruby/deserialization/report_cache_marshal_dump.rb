# corpus: CWE-502 safe — request data is only serialised with Marshal.dump into the app's own cache; nothing from outside is unmarshalled.
# frozen_string_literal: true

class SavedSearchesController < ApplicationController
  TTL = 30.days.to_i

  def create
    criteria = params.require(:search).permit(:city, :min_price, :max_price, :bedrooms).to_h
    key = "saved_search:#{current_user.id}:#{SecureRandom.hex(8)}"
    redis.set(key, Marshal.dump(criteria), ex: TTL)
    render json: { key: key }, status: :created
  end

  def index
    keys = redis.scan_each(match: "saved_search:#{current_user.id}:*").first(50)
    render json: { keys: keys }
  end

  private

  def redis
    @redis ||= Redis.new(url: Rails.application.config_for(:redis)[:url])
  end
end
