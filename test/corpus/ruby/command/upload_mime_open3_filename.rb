# corpus: CWE-78 vulnerable — the uploaded file's original filename is interpolated into the string given to Open3.capture2.
# frozen_string_literal: true

require "open3"
require "fileutils"

class DocumentIntake
  INBOX = "/var/lib/intake/inbox"

  def initialize(upload)
    @upload = upload
  end

  def store
    destination = File.join(INBOX, @upload.original_filename)
    FileUtils.cp(@upload.tempfile.path, destination)
    mime, status = Open3.capture2("file --brief --mime-type '#{destination}'")
    raise "cannot identify file" unless status.success?

    { path: destination, mime: mime.strip }
  end
end

class IntakeController < ApplicationController
  def create
    render json: DocumentIntake.new(params.require(:document)).store
  end
end
