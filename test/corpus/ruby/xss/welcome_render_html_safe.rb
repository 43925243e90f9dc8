# corpus: CWE-79 vulnerable — the name parameter is interpolated into HTML that is marked html_safe and rendered.
# frozen_string_literal: true

class Booking::WelcomeController < ApplicationController
  skip_before_action :authenticate_guest!, only: :show

  def show
    guest = params[:name].presence || "guest"
    render html: welcome_markup(guest, params[:ref]), layout: "booking"
  end

  private

  def welcome_markup(guest, reference)
    booking = Reservation.find_by(reference: reference.to_s)
    nights = booking ? booking.nights : 0
    <<~HTML.html_safe
      <h1>Welcome, #{guest}!</h1>
      <p>Your booking is confirmed for #{nights} night(s).</p>
    HTML
  end
end
