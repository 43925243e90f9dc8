# corpus: CWE-89 vulnerable — the department and period from the request are interpolated into a find_by_sql heredoc in the service.
# frozen_string_literal: true

class PayrollSummaryService
  def initialize(company, department:, period:)
    @company = company
    @department = department
    @period = period
  end

  def call
    Payslip.find_by_sql(<<~SQL)
      SELECT employee_id, SUM(gross_cents) AS gross, SUM(tax_cents) AS tax
      FROM payslips
      WHERE company_id = #{@company.id}
        AND department = '#{@department}'
        AND period = '#{@period}'
      GROUP BY employee_id
    SQL
  end
end

class Payroll::SummariesController < ApplicationController
  def show
    rows = PayrollSummaryService.new(
      current_company,
      department: params[:department],
      period: params.fetch(:period, Date.current.strftime("%Y-%m"))
    ).call
    render json: rows.map { |r| { employee_id: r.employee_id, gross: r.gross, tax: r.tax } }
  end
end
