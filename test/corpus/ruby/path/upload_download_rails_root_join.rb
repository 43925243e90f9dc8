# corpus: CWE-22 vulnerable — the file name parameter is joined with Rails.root.join, which accepts ../ and absolute paths, then opened.
# frozen_string_literal: true

class UploadReader
  ROOT = Rails.root.join("storage", "uploads")

  def initialize(account)
    @account = account
  end

  def read(file_name)
    File.open(ROOT.join(@account.slug, file_name), "rb", &:read)
  end
end

class UploadsController < ApplicationController
  def show
    data = UploadReader.new(current_account).read(params[:f])
    send_data data, filename: File.basename(params[:f]), disposition: "attachment"
  end
end
