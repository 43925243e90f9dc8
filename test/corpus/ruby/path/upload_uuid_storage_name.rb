# corpus: CWE-22 safe — uploads are written under a generated UUID name; the client's file name is only stored as a column value.
# frozen_string_literal: true

require "securerandom"
require "fileutils"

class ScanStore
  ROOT = "/srv/clinic/scans"

  def self.save(patient, upload)
    key = SecureRandom.uuid
    dir = File.join(ROOT, patient.id.to_s)
    FileUtils.mkdir_p(dir)
    FileUtils.cp(upload.tempfile.path, File.join(dir, key))
    patient.scans.create!(storage_key: key, original_name: upload.original_filename, content_type: upload.content_type)
  end
end

class ScansController < ApplicationController
  def create
    patient = current_clinic.patients.find(params[:patient_id])
    scan = ScanStore.save(patient, params.require(:scan))
    render json: { id: scan.id }, status: :created
  end
end
