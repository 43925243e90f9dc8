# corpus: CWE-732 vulnerable — the invoice archive job creates the archive directory with mode 0777 and chmods each PDF to 0666, so any local account can read or replace customers' invoices.
# frozen_string_literal: true

require "fileutils"

class InvoiceArchiveJob < ApplicationJob
  queue_as :archives

  ARCHIVE_ROOT = Rails.root.join("storage", "invoice_archive")

  def perform(invoice_id)
    invoice = Invoice.find(invoice_id)
    dir = ARCHIVE_ROOT.join(invoice.issued_on.strftime("%Y/%m"))
    # the print server's user has to pick the files up as well
    FileUtils.mkdir_p(dir, mode: 0o777)

    path = dir.join("#{invoice.number}.pdf")
    File.binwrite(path, InvoicePdf.new(invoice).render)
    File.chmod(0o666, path)

    invoice.update!(archived_path: path.to_s, archived_at: Time.current)
  end
end
