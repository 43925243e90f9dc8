# corpus: CWE-470 safe — the format must be in a fixed allow-list before it is turned into an exporter class name.
# frozen_string_literal: true

class ReportExportsController < ApplicationController
  FORMATS = %w[csv xlsx pdf].freeze

  def create
    format = params[:format_name].to_s
    return head(:unprocessable_entity) unless FORMATS.include?(format)

    exporter = exporter_for(format).new(current_school.grade_reports)
    send_data exporter.render, filename: "grades.#{format}", type: Mime::Type.lookup_by_extension(format).to_s
  end

  private

  def exporter_for(format)
    "Exports::#{format.camelize}Exporter".constantize
  end
end
