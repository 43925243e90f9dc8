# corpus: CWE-328 safe — SHA-256 is used to fingerprint uploaded files for integrity and de-duplication, not for secrets.
# frozen_string_literal: true

require "digest"

class AttachmentFingerprint
  def self.for(io)
    digest = Digest::SHA256.new
    while (chunk = io.read(64 * 1024))
      digest.update(chunk)
    end
    io.rewind
    digest.hexdigest
  end
end

class Claims::AttachmentsController < ApplicationController
  def create
    upload = params.require(:file)
    checksum = AttachmentFingerprint.for(upload.tempfile)
    attachment = current_claim.attachments.find_or_create_by!(sha256: checksum) do |a|
      a.file = upload
    end
    render json: { id: attachment.id, sha256: checksum }
  end
end
