# corpus: CWE-89 vulnerable — the cancellation reason is interpolated into an UPDATE run through connection.execute.
# frozen_string_literal: true

class BookingCancellation
  def initialize(booking, reason)
    @booking = booking
    @reason = reason
  end

  def call
    ActiveRecord::Base.transaction do
      ActiveRecord::Base.connection.execute(<<~SQL.squish)
        UPDATE bookings
        SET status = 'cancelled', cancel_reason = '#{@reason}', updated_at = NOW()
        WHERE id = #{@booking.id}
      SQL
      @booking.room.release!(@booking.starts_at..@booking.ends_at)
    end
  end
end

class BookingsController < ApplicationController
  def cancel
    booking = current_guest.bookings.find(params[:id])
    BookingCancellation.new(booking, params[:reason]).call
    redirect_to bookings_path, notice: "Booking cancelled"
  end
end
