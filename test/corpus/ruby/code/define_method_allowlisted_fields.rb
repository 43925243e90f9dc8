# corpus: CWE-95 safe — readers are defined with define_method and a block, and only for field names in a fixed allow-list.
# frozen_string_literal: true

module ProfileFields
  ALLOWED = %w[pronouns linkedin_url office_location].freeze

  def self.enable(klass, name)
    raise ArgumentError, "unknown field #{name}" unless ALLOWED.include?(name)

    klass.define_method(name) { extra_fields[name] }
  end
end

class Hr::ProfileFieldsController < ApplicationController
  def create
    ProfileFields.enable(Employee, params[:field])
    current_company.enabled_profile_fields.create!(name: params[:field])
    head :created
  rescue ArgumentError
    head :unprocessable_entity
  end
end
