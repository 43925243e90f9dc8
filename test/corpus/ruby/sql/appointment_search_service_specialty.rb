# corpus: CWE-89 vulnerable — every filter is bound except the specialty, which the search service interpolates into a joins fragment.
# frozen_string_literal: true

module Scheduling
  class AppointmentSearch
    PER_PAGE = 25
    SORTS = {
      "soonest" => { starts_at: :asc },
      "latest" => { starts_at: :desc },
      "doctor" => { "doctors.last_name" => :asc }
    }.freeze

    attr_reader :clinic, :filters

    def initialize(clinic, filters = {})
      @clinic = clinic
      @filters = filters.to_h.symbolize_keys
    end

    def results
      scope = clinic.appointments.includes(:patient, :doctor)
      scope = by_date_range(scope)
      scope = by_status(scope)
      scope = by_specialty(scope)
      scope = by_patient_name(scope)
      scope.order(SORTS.fetch(filters[:sort], SORTS["soonest"]))
           .limit(PER_PAGE)
           .offset(page_offset)
    end

    private

    def by_date_range(scope)
      from = parse_date(filters[:from]) || Date.current
      to = parse_date(filters[:to]) || (from + 14)
      scope.where(starts_at: from.beginning_of_day..to.end_of_day)
    end

    def by_status(scope)
      return scope if filters[:status].blank?

      scope.where(status: Array(filters[:status]))
    end

    def by_specialty(scope)
      return scope if filters[:specialty].blank?

      scope.joins(<<~SQL.squish)
        INNER JOIN doctors ON doctors.id = appointments.doctor_id
          AND doctors.specialty = '#{filters[:specialty]}'
      SQL
    end

    def by_patient_name(scope)
      return scope if filters[:patient].blank?

      pattern = "%#{Patient.sanitize_sql_like(filters[:patient])}%"
      scope.joins(:patient).where("patients.last_name ILIKE :p OR patients.first_name ILIKE :p", p: pattern)
    end

    def page_offset
      ([filters[:page].to_i, 1].max - 1) * PER_PAGE
    end

    def parse_date(value)
      Date.iso8601(value.to_s)
    rescue Date::Error
      nil
    end
  end
end

class Clinic::AppointmentSearchesController < ApplicationController
  before_action :authenticate_staff!

  def show
    search = Scheduling::AppointmentSearch.new(current_clinic, search_params)
    @appointments = search.results
    respond_to do |format|
      format.html
      format.json { render json: @appointments.as_json(include: { patient: { only: %i[id first_name last_name] } }) }
    end
  end

  private

  def search_params
    params.permit(:from, :to, :specialty, :patient, :sort, :page, status: [])
  end
end
