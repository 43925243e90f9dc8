# corpus: CWE-22 safe — File.basename strips every directory part from the requested name before it is joined to the receipts folder.
# frozen_string_literal: true

class ReceiptsController < ApplicationController
  RECEIPTS_DIR = Rails.root.join("storage", "receipts")

  def show
    path = receipt_path(params[:file])
    return head(:not_found) unless File.file?(path)

    send_file path, type: "application/pdf", disposition: "inline"
  end

  private

  def receipt_path(requested)
    RECEIPTS_DIR.join(current_customer.id.to_s, File.basename(requested.to_s))
  end
end
