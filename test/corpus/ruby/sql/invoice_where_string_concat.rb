# corpus: CWE-89 vulnerable — the id route parameter is concatenated onto the where string.
# frozen_string_literal: true

class InvoicesController < ApplicationController
  before_action :authenticate_user!
  before_action :load_invoice, only: %i[show mark_paid]

  def index
    @invoices = current_account.invoices.order(issued_on: :desc).page(params[:page])
  end

  def show
    render :show
  end

  def mark_paid
    @invoice.update!(paid_at: Time.current)
    redirect_to invoice_path(@invoice), notice: "Marked as paid"
  end

  private

  def load_invoice
    @invoice = current_account.invoices.where("id = " + params[:id]).first
    head :not_found unless @invoice
  end
end
