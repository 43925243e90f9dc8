# corpus: CWE-89 safe — the sort column and direction are each rejected unless they are in a fixed list before order is built.
# frozen_string_literal: true

class EmployeesController < ApplicationController
  SORTABLE_COLUMNS = %w[last_name hired_on salary_band department].freeze

  def index
    @employees = current_company.employees.order("#{sort_column} #{sort_direction}")
  end

  private

  def sort_column
    SORTABLE_COLUMNS.include?(params[:sort]) ? params[:sort] : "last_name"
  end

  def sort_direction
    %w[asc desc].include?(params[:direction]&.downcase) ? params[:direction] : "asc"
  end
end
