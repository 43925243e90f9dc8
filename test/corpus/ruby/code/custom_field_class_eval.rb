# corpus: CWE-95 vulnerable — the field name from the request is interpolated into Ruby source passed to class_eval.
# frozen_string_literal: true

module CustomFields
  def self.define_reader(klass, field_name)
    klass.class_eval <<~RUBY, __FILE__, __LINE__ + 1
      def #{field_name}
        custom_data.fetch("#{field_name}", nil)
      end
    RUBY
  end
end

class Crm::CustomFieldsController < ApplicationController
  def create
    field = current_account.custom_fields.create!(name: params[:name], kind: params[:kind])
    CustomFields.define_reader(Contact, params[:name])
    render json: { id: field.id }, status: :created
  end
end
