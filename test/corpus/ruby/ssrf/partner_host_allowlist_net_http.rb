# corpus: CWE-918 safe — the URL is fetched only if it is https and its host is in a fixed allow-list; Net::HTTP does not follow redirects.
# frozen_string_literal: true

require "net/http"

class PartnerDocumentFetcher
  ALLOWED_HOSTS = %w[docs.partner-lab.example files.insurer.example].freeze

  class Rejected < StandardError; end

  def self.fetch(raw_url)
    uri = URI.parse(raw_url.to_s)
    raise Rejected unless uri.is_a?(URI::HTTPS) && ALLOWED_HOSTS.include?(uri.host)

    Net::HTTP.get_response(uri)
  rescue URI::InvalidURIError
    raise Rejected
  end
end

class Clinic::LabDocumentsController < ApplicationController
  def create
    response = PartnerDocumentFetcher.fetch(params[:url])
    doc = current_patient.lab_documents.create!(body: response.body, source: params[:url])
    render json: { id: doc.id }, status: :created
  rescue PartnerDocumentFetcher::Rejected
    head :unprocessable_entity
  end
end
