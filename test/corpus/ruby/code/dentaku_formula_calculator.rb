# corpus: CWE-95 safe — the formula is evaluated by Dentaku, an arithmetic expression parser, not by Ruby eval.
# frozen_string_literal: true

require "dentaku"

class BonusCalculator
  def initialize(formula)
    @formula = formula
    @calculator = Dentaku::Calculator.new
  end

  def for(employee)
    @calculator.evaluate!(@formula, salary: employee.salary, rating: employee.rating, years: employee.years_of_service)
  end
end

class Payroll::BonusPreviewsController < ApplicationController
  def create
    calculator = BonusCalculator.new(params.require(:formula))
    render json: current_company.employees.map { |e| { id: e.id, bonus: calculator.for(e) } }
  rescue Dentaku::Error, Dentaku::ArgumentError
    render json: { error: "invalid formula" }, status: :unprocessable_entity
  end
end
