# corpus: CWE-89 safe — the interpolated schema name comes from application configuration, and the store id from the request is bound.
# frozen_string_literal: true

class DailySalesReport
  def initialize(store_id, days: 30)
    @store_id = store_id
    @days = days
  end

  def rows
    sql = ActiveRecord::Base.sanitize_sql_array([<<~SQL, @store_id, @days.days.ago.to_date])
      SELECT sold_on, SUM(total_cents) AS total_cents, COUNT(*) AS orders
      FROM #{schema}.daily_sales
      WHERE store_id = ? AND sold_on >= ?
      GROUP BY sold_on
      ORDER BY sold_on
    SQL
    ActiveRecord::Base.connection.select_all(sql).to_a
  end

  private

  def schema
    Rails.configuration.x.reporting.fetch(:schema, "analytics")
  end
end

class Stores::SalesController < ApplicationController
  def index
    render json: DailySalesReport.new(params[:store_id]).rows
  end
end
