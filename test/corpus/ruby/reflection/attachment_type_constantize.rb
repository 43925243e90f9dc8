# corpus: CWE-470 vulnerable — the record class is taken from the type parameter with constantize, so any model can be instantiated and saved.
# frozen_string_literal: true

class Crm::NotesController < ApplicationController
  def index
    @notes = Note.where(author: current_user).order(created_at: :desc)
  end

  def create
    klass = params.require(:note).fetch(:type, "Note").constantize
    note = klass.new(note_attributes.merge(author: current_user))
    note.save!
    render json: { id: note.id, type: klass.name }, status: :created
  end

  private

  def note_attributes
    params.require(:note).except(:type).permit!.to_h
  end
end

class Note < ApplicationRecord
  belongs_to :author, class_name: "User"
end

class CallNote < Note; end
class MeetingNote < Note; end
