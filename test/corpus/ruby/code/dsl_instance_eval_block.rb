# corpus: CWE-95 safe — instance_eval receives a block written in this file; the request values are only data passed to the DSL.
# frozen_string_literal: true

class ReportBuilder
  attr_reader :columns, :filters

  def initialize
    @columns = []
    @filters = {}
  end

  def column(name)
    @columns << name
  end

  def filter(key, value)
    @filters[key] = value
  end

  def self.build(&block)
    new.tap { |b| b.instance_eval(&block) }
  end
end

class Clinic::VisitReportsController < ApplicationController
  def show
    doctor = params[:doctor_id].to_i
    report = ReportBuilder.build do
      column :patient_name
      column :visited_on
      filter :doctor_id, doctor
    end
    render json: Visit.where(report.filters).select(*report.columns)
  end
end
