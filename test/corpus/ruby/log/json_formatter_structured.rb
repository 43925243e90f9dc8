# corpus: CWE-117 safe — the logger's formatter writes each entry as one JSON object, so newlines in the query are escaped.
# frozen_string_literal: true

require "logger"
require "json"

class SearchAudit
  LOGGER = Logger.new($stdout).tap do |l|
    l.formatter = proc do |severity, time, _progname, payload|
      JSON.generate({ level: severity, at: time.utc.iso8601 }.merge(payload)) + "\n"
    end
  end

  def self.record(user_id:, query:)
    LOGGER.info(event: "catalog_search", user_id: user_id, query: query)
  end
end

class Library::CatalogController < ApplicationController
  def search
    SearchAudit.record(user_id: current_member&.id, query: params[:q])
    @books = Book.where("title ILIKE ?", "%#{Book.sanitize_sql_like(params[:q].to_s)}%").limit(25)
  end
end
