# corpus: CWE-89 vulnerable — the minimum total from the form is interpolated into a having clause built by a model class method.
# frozen_string_literal: true

class Expense < ApplicationRecord
  belongs_to :employee

  def self.heavy_spenders(min_total, since:)
    select("employee_id, SUM(amount_cents) AS total")
      .where("spent_on >= ?", since)
      .group(:employee_id)
      .having("SUM(amount_cents) > #{min_total}")
  end
end

class ExpenseReportsController < ApplicationController
  def create
    filter = params.require(:report).permit(:min_total, :since)
    since = Date.parse(filter[:since]) rescue 90.days.ago.to_date
    @rows = Expense.heavy_spenders(filter[:min_total], since: since)
    render :show
  end
end
