# corpus: CWE-470 vulnerable — the scope name from the query string is called with send on the model class, so delete_all is reachable.
# frozen_string_literal: true

class Booking < ApplicationRecord
  scope :upcoming, -> { where("starts_at > ?", Time.current) }
  scope :past, -> { where("starts_at <= ?", Time.current) }
  scope :cancelled, -> { where(status: "cancelled") }
end

class BookingListService
  def initialize(scope_name)
    @scope_name = scope_name.presence || "upcoming"
  end

  def call
    Booking.send(@scope_name)
  end
end

class Front::BookingsController < ApplicationController
  def index
    @bookings = BookingListService.new(params[:scope]).call
  end
end
