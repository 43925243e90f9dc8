# corpus: CWE-89 safe — request filters reach SQL only as bound values (hash conditions, ? placeholders and sanitize_sql_like), and the sort column comes from a fixed hash keyed by the parameter.
# frozen_string_literal: true

class InvoiceFilter
  SORTS = {
    "due" => { due_on: :asc },
    "amount" => { amount_cents: :desc },
    "newest" => { created_at: :desc }
  }.freeze
  STATUSES = %w[draft sent paid overdue].freeze

  def initialize(company, params)
    @company = company
    @params = params
  end

  def results
    scope = @company.invoices.includes(:client)
    scope = scope.where(status: @params[:status]) if STATUSES.include?(@params[:status])
    if @params[:client].present?
      scope = scope.joins(:client).where("clients.name ILIKE ?", "%#{Invoice.sanitize_sql_like(@params[:client])}%")
    end
    scope = scope.where("invoices.amount_cents >= ?", @params[:min_cents].to_i) if @params[:min_cents].present?
    scope.order(SORTS.fetch(@params[:sort], SORTS["newest"]))
  end
end

class InvoicesController < ApplicationController
  before_action :authenticate_user!

  def index
    filter = InvoiceFilter.new(current_company, filter_params)
    @invoices = filter.results.page(params[:page]).per(50)
  end

  private

  def filter_params
    params.permit(:status, :client, :min_cents, :sort)
  end
end
