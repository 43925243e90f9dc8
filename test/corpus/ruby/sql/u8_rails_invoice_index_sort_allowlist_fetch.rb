# corpus: CWE-89 safe — the sort parameter only picks one of the fixed ORDER BY clauses; unknown keys fall back to the default one.
# frozen_string_literal: true

class InvoiceListing
  SORTS = {
    "due" => "due_on ASC",
    "amount" => "total_cents DESC",
    "customer" => "customers.name ASC",
  }.freeze

  def initialize(account, sort_key)
    @account = account
    @sort_key = sort_key.to_s
  end

  def invoices
    @account.invoices
            .joins(:customer)
            .order(Arel.sql(SORTS.fetch(@sort_key, "due_on ASC")))
            .limit(50)
  end
end

class InvoicesController < ApplicationController
  def index
    @invoices = InvoiceListing.new(current_account, params[:sort]).invoices
  end
end
