# corpus: CWE-89 vulnerable — sanitize_sql_like escapes only %, _ and \, but its result is still interpolated inside quotes in the SQL.
# frozen_string_literal: true

class Article < ApplicationRecord
  belongs_to :author

  scope :published, -> { where.not(published_at: nil) }

  def self.title_contains(fragment)
    escaped = sanitize_sql_like(fragment)
    published.where("title ILIKE '%#{escaped}%'")
  end

  def self.by_author(author_id)
    published.where(author_id: author_id)
  end
end

class Blog::SearchController < ApplicationController
  def index
    scope = Article.title_contains(params[:q].to_s)
    scope = scope.merge(Article.by_author(params[:author_id])) if params[:author_id].present?
    @articles = scope.order(published_at: :desc).limit(20)
  end
end
