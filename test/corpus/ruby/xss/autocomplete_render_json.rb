# corpus: CWE-79 safe — the term is echoed inside a JSON response rendered with render json:, which is served as application/json.
# frozen_string_literal: true

class AutocompleteController < ApplicationController
  LIMIT = 10

  def cities
    term = params[:term].to_s
    render json: { term: term, matches: prefix_matches(City, :name, term) }
  end

  def schools
    term = params[:term].to_s
    render json: { term: term, matches: prefix_matches(School.where(active: true), :display_name, term) }
  end

  private

  def prefix_matches(scope, column, term)
    scope.where("#{column} ILIKE ?", "#{ActiveRecord::Base.sanitize_sql_like(term)}%").limit(LIMIT).pluck(column)
  end
end
