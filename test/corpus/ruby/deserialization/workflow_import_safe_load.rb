# corpus: CWE-502 safe — the uploaded YAML is parsed with YAML.safe_load, permitting only Date beyond plain data.
# frozen_string_literal: true

require "yaml"

class ChecklistImporter
  def initialize(clinic, upload)
    @clinic = clinic
    @upload = upload
  end

  def call
    data = YAML.safe_load(@upload.read, permitted_classes: [Date], aliases: false)
    raise ArgumentError, "expected a mapping" unless data.is_a?(Hash)

    @clinic.checklists.create!(title: data["title"], review_on: data["review_on"], items: Array(data["items"]))
  end
end

class ChecklistsController < ApplicationController
  def import
    checklist = ChecklistImporter.new(current_clinic, params.require(:file)).call
    redirect_to checklist
  end
end
