# corpus: CWE-470 vulnerable — safe_constantize only avoids NameError; the type parameter can name any model, whose record is then found and destroyed.
# frozen_string_literal: true

module Trashable
  extend ActiveSupport::Concern

  included do
    scope :trashed, -> { where.not(trashed_at: nil) }
  end

  def trash!(by:)
    update!(trashed_at: Time.current, trashed_by_id: by.id)
  end
end

class Note < ApplicationRecord
  include Trashable
  belongs_to :author, class_name: "User"
end

class Checklist < ApplicationRecord
  include Trashable
  belongs_to :author, class_name: "User"
end

class TrashController < ApplicationController
  def index
    @items = [Note, Checklist].flat_map { |m| m.trashed.where(author: current_user).to_a }
  end

  def create
    record = trashable_record
    record.trash!(by: current_user)
    redirect_back_or_to trash_index_path, notice: "#{record.model_name.human} moved to trash"
  end

  def destroy
    trashable_record.destroy!
    redirect_to trash_index_path, notice: "Deleted permanently"
  end

  private

  def trashable_record
    model = params[:type].to_s.safe_constantize
    raise ActiveRecord::RecordNotFound unless model.respond_to?(:find)

    model.find(params[:id])
  end
end
