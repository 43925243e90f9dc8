# corpus: CWE-22 safe — the expanded path must start with the base directory plus a separator, otherwise the request is refused.
# frozen_string_literal: true

module SafePaths
  class Forbidden < StandardError; end

  def self.inside(base, relative)
    base = File.expand_path(base)
    candidate = File.expand_path(relative.to_s, base)
    raise Forbidden, relative unless candidate.start_with?(base + File::SEPARATOR)

    candidate
  end
end

class Clinic::LabResultsController < ApplicationController
  RESULTS_ROOT = "/srv/clinic/lab-results"

  def show
    path = SafePaths.inside(File.join(RESULTS_ROOT, current_clinic.code), params[:file])
    send_file path, type: "application/pdf"
  rescue SafePaths::Forbidden
    head :forbidden
  end
end
