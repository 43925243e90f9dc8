# corpus: CWE-502 safe — Marshal.load only reads a cache file at a fixed path that this class itself writes from database rows.
# frozen_string_literal: true

class HolidayCalendar
  CACHE_FILE = Rails.root.join("tmp", "cache", "holidays.marshal")

  def self.dates
    rebuild! unless CACHE_FILE.exist?
    File.open(CACHE_FILE, "rb") { |f| Marshal.load(f) }
  end

  def self.rebuild!
    data = Holiday.pluck(:date, :name).to_h
    File.binwrite(CACHE_FILE, Marshal.dump(data))
  end
end

class HolidaysController < ApplicationController
  def index
    year = params.fetch(:year, Date.current.year).to_i
    render json: HolidayCalendar.dates.select { |date, _| date.year == year }
  end
end
