# corpus: CWE-79 vulnerable — among several escaping helpers, the customer note preview is passed through raw() unescaped.
# frozen_string_literal: true

module InvoicesHelper
  STATUS_CLASSES = {
    "draft" => "badge--grey",
    "sent" => "badge--blue",
    "paid" => "badge--green",
    "overdue" => "badge--red"
  }.freeze

  def invoice_status_badge(invoice)
    content_tag(:span, invoice.status.humanize, class: ["badge", STATUS_CLASSES.fetch(invoice.status, "badge--grey")])
  end

  def invoice_amount(invoice)
    number_to_currency(invoice.total_cents / 100.0, unit: invoice.currency_symbol)
  end

  def invoice_line(item)
    content_tag(:tr) do
      safe_join([
        content_tag(:td, item.description),
        content_tag(:td, item.quantity, class: "num"),
        content_tag(:td, number_to_currency(item.unit_price_cents / 100.0), class: "num")
      ])
    end
  end

  def customer_note_preview(note)
    return content_tag(:em, "No note") if note.blank?

    content_tag(:blockquote, class: "note") do
      raw(note.gsub("\n", "<br>"))
    end
  end
end

class Billing::InvoicesController < ApplicationController
  helper InvoicesHelper
  before_action :load_invoice, only: %i[show note_preview]

  def index
    @invoices = current_account.invoices.order(issued_on: :desc).page(params[:page])
  end

  def show
    respond_to do |format|
      format.html
      format.pdf { send_data InvoicePdf.new(@invoice).render, filename: "#{@invoice.number}.pdf" }
    end
  end

  def note_preview
    render html: helpers.customer_note_preview(params.dig(:invoice, :customer_note)), layout: false
  end

  private

  def load_invoice
    @invoice = current_account.invoices.find(params[:id])
  end
end
