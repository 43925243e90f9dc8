# corpus: CWE-89 vulnerable — the filter field name from the request becomes the column part of the where string; only the value is bound.
# frozen_string_literal: true

module Filterable
  extend ActiveSupport::Concern

  class_methods do
    def filter_by(field, value)
      return all if field.blank? || value.blank?

      where("#{field} = ?", value)
    end
  end
end

class Contact < ApplicationRecord
  include Filterable
  belongs_to :owner, class_name: "User"
end

class ContactsController < ApplicationController
  def index
    @contacts = current_user.contacts.filter_by(params[:field], params[:value]).page(params[:page])
  end
end
