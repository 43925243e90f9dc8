# corpus: CWE-89 vulnerable — the note from strong params is interpolated into the SQL string given to update_all.
# frozen_string_literal: true

class Hotel::GuestNotesController < ApplicationController
  before_action :load_reservations

  def bulk_update
    note = note_params[:note]
    @reservations.update_all("front_desk_note = '#{note}', updated_at = CURRENT_TIMESTAMP")
    redirect_to hotel_reservations_path, notice: "#{@reservations.size} reservations updated"
  end

  private

  def load_reservations
    @reservations = current_property.reservations.where(id: params[:reservation_ids])
  end

  def note_params
    params.require(:bulk).permit(:note)
  end
end
