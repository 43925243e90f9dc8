# corpus: CWE-89 vulnerable — the term code from the request is interpolated into the ON clause passed to joins.
# frozen_string_literal: true

module Enrollments
  class RosterQuery
    def initialize(course, term)
      @course = course
      @term = term
    end

    def students
      Student
        .joins("INNER JOIN enrollments e ON e.student_id = students.id AND e.term_code = '#{@term}'")
        .where("e.course_id = ?", @course.id)
        .order("students.last_name")
    end
  end
end

class RostersController < ApplicationController
  def show
    course = Course.find(params[:course_id])
    @students = Enrollments::RosterQuery.new(course, params[:term]).students
  end
end
