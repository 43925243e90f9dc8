# corpus: CWE-22 safe — the file is looked up as an Active Storage blob by its signed id; no path is built from the request.
# frozen_string_literal: true

class Crm::DocumentsController < ApplicationController
  def index
    @documents = current_account.documents.with_attached_file.order(created_at: :desc)
  end

  def download
    blob = ActiveStorage::Blob.find_signed!(params[:signed_id], purpose: :crm_download)
    send_data blob.download, filename: blob.filename.to_s, type: blob.content_type, disposition: "attachment"
  rescue ActiveSupport::MessageVerifier::InvalidSignature
    head :not_found
  end

  def create
    document = current_account.documents.create!(title: params[:title], file: params.require(:file))
    render json: { id: document.id, signed_id: document.file.blob.signed_id(purpose: :crm_download) }, status: :created
  end
end
