# corpus: CWE-89 safe — the branch that would use the raw sort parameter is behind a constant false flag and never runs.
# frozen_string_literal: true

class CoursesController < ApplicationController
  LEGACY_SORTING = false

  def index
    @courses = Course.where(published: true).order(Arel.sql(order_sql))
  end

  def show
    @course = Course.where(published: true).find(params[:id])
  end

  private

  def order_sql
    sql = "courses.starts_on ASC"
    if LEGACY_SORTING
      sql = "courses.#{params[:sort]}"
    end
    sql
  end
end
