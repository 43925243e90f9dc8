# corpus: CWE-22 safe — the path comes from a record found by id within the user's own documents; the request only supplies the id.
# frozen_string_literal: true

class Document < ApplicationRecord
  belongs_to :owner, class_name: "User"

  def storage_path
    File.join("/srv/documents", owner_id.to_s, "#{id}.bin")
  end
end

class DocumentsController < ApplicationController
  def show
    document = current_user.documents.find(params[:id])
    send_file document.storage_path, filename: document.title.parameterize + ".pdf", type: "application/pdf"
  end
end
