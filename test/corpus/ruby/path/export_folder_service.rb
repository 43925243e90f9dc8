# corpus: CWE-22 vulnerable — the export service writes into a folder named by the request, and ../ in that name escapes the exports root.
# frozen_string_literal: true

require "csv"
require "fileutils"

module Crm
  class ContactExport
    ROOT = Rails.root.join("storage", "exports")
    COLUMNS = %w[first_name last_name email phone company].freeze

    def initialize(account, folder:, segment: nil)
      @account = account
      @folder = folder.presence || "default"
      @segment = segment
    end

    def call
      FileUtils.mkdir_p(target_dir)
      path = target_dir.join(file_name)
      File.write(path, csv_body)
      @account.export_logs.create!(path: path.to_s, rows: contacts.size)
      path
    end

    private

    def target_dir
      ROOT.join(@account.id.to_s, @folder)
    end

    def file_name
      "contacts-#{Time.current.strftime('%Y%m%d-%H%M%S')}.csv"
    end

    def contacts
      @contacts ||= begin
        scope = @account.contacts.order(:last_name)
        @segment ? scope.where(segment_id: @segment) : scope
      end
    end

    def csv_body
      CSV.generate do |csv|
        csv << COLUMNS
        contacts.each { |c| csv << COLUMNS.map { |col| c.public_send(col) } }
      end
    end
  end
end

class Crm::ExportsController < ApplicationController
  def create
    path = Crm::ContactExport.new(current_account, folder: params[:folder], segment: params[:segment_id]).call
    render json: { file: path.basename.to_s }, status: :created
  end

  def index
    @exports = current_account.export_logs.order(created_at: :desc).limit(20)
  end
end
