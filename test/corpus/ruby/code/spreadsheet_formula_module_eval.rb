# corpus: CWE-95 vulnerable — column formulas saved from the form are compiled into methods with module_eval on a string.
# frozen_string_literal: true

module Budgets
  class FormulaCompiler
    def initialize(sheet)
      @sheet = sheet
      @module = Module.new
    end

    def compile
      @sheet.columns.each do |column|
        next if column.formula.blank?

        @module.module_eval <<~RUBY, "(formula #{column.key})", 1
          def #{method_name(column)}(row)
            #{column.formula}
          end
        RUBY
      end
      @module
    end

    private

    def method_name(column)
      "col_#{column.key.to_s.gsub(/\W/, '_')}"
    end
  end

  class RowEvaluator
    def initialize(sheet)
      extend FormulaCompiler.new(sheet).compile
      @sheet = sheet
    end

    def evaluate(row)
      @sheet.columns.to_h do |column|
        value = column.formula.present? ? public_send("col_#{column.key.to_s.gsub(/\W/, '_')}", row) : row[column.key]
        [column.key, value]
      end
    end
  end
end

class Budgets::ColumnsController < ApplicationController
  def update
    sheet = current_team.budget_sheets.find(params[:sheet_id])
    column = sheet.columns.find(params[:id])
    column.update!(params.require(:column).permit(:label, :formula))
    preview = Budgets::RowEvaluator.new(sheet.reload).evaluate(sheet.rows.first&.values || {})
    render json: { column: column.key, preview: preview }
  end
end
