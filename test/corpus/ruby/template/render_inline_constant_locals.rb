# corpus: CWE-1336 safe — the inline template source is a constant; the request value is only passed in as a local and escaped by <%= %>.
# frozen_string_literal: true

class Booking::ConfirmationsController < ApplicationController
  TEMPLATE = <<~ERB
    <section class="confirmation">
      <h2>See you soon, <%= guest_name %>!</h2>
      <p>Reference: <%= reference %></p>
      <p>Check-in from <%= check_in.strftime("%H:%M") %></p>
    </section>
  ERB

  def show
    booking = current_guest.bookings.find_by!(reference: params[:reference])
    render inline: TEMPLATE, locals: locals_for(booking)
  end

  private

  def locals_for(booking)
    {
      guest_name: params[:name].presence || booking.guest_name,
      reference: booking.reference,
      check_in: booking.property.check_in_time
    }
  end
end
