# corpus: CWE-89 safe — the query reads the options key holding a constant table name; the request value sits under a different key.
# frozen_string_literal: true

class MonthlyReport
  def initialize(title:)
    @options = { title: title, table: "monthly_revenue_rollups" }
  end

  def rows
    ActiveRecord::Base.connection.select_rows(
      "SELECT month, revenue_cents FROM #{@options[:table]} ORDER BY month DESC LIMIT 12"
    )
  end

  def title
    @options[:title]
  end
end

class ReportsController < ApplicationController
  def monthly
    report = MonthlyReport.new(title: params[:title] || "Revenue")
    render json: { title: report.title, rows: report.rows }
  end
end
