# corpus: CWE-78 safe — Open3.capture3 receives the program and each argument separately, with no shell in between.
# frozen_string_literal: true

require "open3"

class ResumeTextExtractor
  Error = Class.new(StandardError)

  def self.call(upload, first_page: 1)
    stdout, stderr, status = Open3.capture3(
      "pdftotext", "-f", Integer(first_page).to_s, "-layout", upload.tempfile.path, "-"
    )
    raise Error, stderr unless status.success?

    stdout
  end
end

class Recruiting::ResumesController < ApplicationController
  def create
    text = ResumeTextExtractor.call(params.require(:resume), first_page: params.fetch(:from, 1))
    candidate = current_job.candidates.create!(name: params[:name], resume_text: text)
    render json: { id: candidate.id }, status: :created
  end
end
