# corpus: CWE-89 safe — the gradebook query object binds every filter value and only orders by fragments chosen from a constant map.
# frozen_string_literal: true

module Gradebook
  class StudentQuery
    ORDERINGS = {
      "name" => "students.last_name ASC, students.first_name ASC",
      "average" => "avg_score DESC NULLS LAST",
      "absences" => "absence_count DESC"
    }.freeze

    def initialize(school_class, params)
      @school_class = school_class
      @params = params
    end

    def call
      Student
        .select(select_list)
        .joins("LEFT JOIN grades ON grades.student_id = students.id")
        .joins("LEFT JOIN absences ON absences.student_id = students.id")
        .where(students: { school_class_id: @school_class.id })
        .merge(term_filter)
        .merge(name_filter)
        .group("students.id")
        .having("COALESCE(AVG(grades.score), 0) >= ?", minimum_average)
        .order(Arel.sql(ordering))
    end

    private

    def select_list
      "students.*, AVG(grades.score) AS avg_score, COUNT(DISTINCT absences.id) AS absence_count"
    end

    def term_filter
      term = @params[:term]
      return Student.all if term.blank?

      Student.where("grades.term = ?", term)
    end

    def name_filter
      name = @params[:name].to_s.strip
      return Student.all if name.empty?

      Student.where("students.last_name ILIKE ?", "#{Student.sanitize_sql_like(name)}%")
    end

    def minimum_average
      Float(@params.fetch(:min_avg, 0))
    rescue ArgumentError, TypeError
      0.0
    end

    def ordering
      ORDERINGS.fetch(@params[:order].to_s, ORDERINGS["name"])
    end
  end
end

class Teachers::GradebooksController < ApplicationController
  before_action :load_class

  def show
    @students = Gradebook::StudentQuery.new(@school_class, gradebook_params).call
  end

  def export
    rows = Gradebook::StudentQuery.new(@school_class, gradebook_params).call
    csv = CSV.generate do |out|
      out << %w[student average absences]
      rows.each { |s| out << [s.full_name, s.avg_score&.round(1), s.absence_count] }
    end
    send_data csv, filename: "gradebook-#{@school_class.code}.csv", type: "text/csv"
  end

  private

  def load_class
    @school_class = current_teacher.school_classes.find(params[:school_class_id])
  end

  def gradebook_params
    params.permit(:term, :name, :min_avg, :order)
  end
end
