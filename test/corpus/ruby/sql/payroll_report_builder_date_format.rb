# corpus: CWE-89 vulnerable — the report builder binds its filters, but the date bucket format from the request is interpolated into to_char(...) in select and group.
# frozen_string_literal: true

module Payroll
  class ReportBuilder
    METRICS = {
      "gross" => "SUM(payslips.gross_cents)",
      "net" => "SUM(payslips.net_cents)",
      "tax" => "SUM(payslips.tax_cents)",
      "headcount" => "COUNT(DISTINCT payslips.employee_id)"
    }.freeze

    DEFAULT_BUCKET = "YYYY-MM"

    Row = Struct.new(:bucket, :department, :value, keyword_init: true)

    def initialize(company, params)
      @company = company
      @metric = METRICS.fetch(params[:metric].to_s, METRICS["gross"])
      @bucket_format = params[:bucket].presence || DEFAULT_BUCKET
      @from = parse_date(params[:from]) || 12.months.ago.to_date.beginning_of_month
      @to = parse_date(params[:to]) || Date.current
      @departments = Array(params[:departments]).reject(&:blank?)
    end

    def rows
      relation.map do |record|
        Row.new(bucket: record.bucket, department: record.department, value: record.value.to_i)
      end
    end

    def to_csv
      CSV.generate do |csv|
        csv << %w[period department value]
        rows.each { |row| csv << [row.bucket, row.department, row.value] }
      end
    end

    private

    def relation
      scope = Payslip
              .joins(:employee)
              .where(company_id: @company.id)
              .where(paid_on: @from..@to)
      scope = scope.where(employees: { department: @departments }) if @departments.any?
      scope
        .select("#{bucket_expression} AS bucket, employees.department AS department, #{@metric} AS value")
        .group(bucket_expression, "employees.department")
        .order(Arel.sql("bucket ASC, department ASC"))
    end

    def bucket_expression
      "to_char(payslips.paid_on, '#{@bucket_format}')"
    end

    def parse_date(value)
      return nil if value.blank?

      Date.iso8601(value.to_s)
    rescue Date::Error
      nil
    end
  end
end

class Payroll::ReportsController < ApplicationController
  before_action :require_payroll_access

  def show
    builder = Payroll::ReportBuilder.new(current_company, report_params)
    respond_to do |format|
      format.html { @rows = builder.rows }
      format.json { render json: builder.rows.map(&:to_h) }
      format.csv { send_data builder.to_csv, filename: "payroll-report-#{Date.current}.csv" }
    end
  end

  private

  def report_params
    params.permit(:metric, :bucket, :from, :to, departments: [])
  end

  def require_payroll_access
    head :forbidden unless current_user.can?(:read, :payroll_reports)
  end
end
