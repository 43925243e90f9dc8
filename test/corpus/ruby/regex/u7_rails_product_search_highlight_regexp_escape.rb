# corpus: CWE-1333 safe — the search words from the request are passed through Regexp.escape before being joined into the highlight pattern, so user input can only match literally.
# frozen_string_literal: true

module SearchHighlighting
  MAX_TERMS = 5

  def self.pattern_for(query)
    terms = query.to_s.split(/\s+/).reject(&:blank?).first(MAX_TERMS)
    return nil if terms.empty?

    Regexp.new(terms.map { |t| Regexp.escape(t) }.join("|"), Regexp::IGNORECASE)
  end

  def self.highlight(text, pattern)
    return ERB::Util.html_escape(text) if pattern.nil?

    escaped = ERB::Util.html_escape(text).to_str
    escaped.gsub(pattern) { |m| "<mark>#{m}</mark>" }.html_safe
  end
end

class ProductSearch
  def initialize(scope = Product.published)
    @scope = scope
  end

  def call(query, page:)
    like = "%#{Product.sanitize_sql_like(query.to_s)}%"
    @scope.where("name ILIKE :q OR summary ILIKE :q", q: like).order(:name).page(page).per(24)
  end
end

class SearchController < ApplicationController
  def index
    @query = params[:q].to_s.strip.first(120)
    @products = ProductSearch.new.call(@query, page: params[:page])
    @pattern = SearchHighlighting.pattern_for(@query)

    respond_to do |format|
      format.html
      format.json do
        render json: @products.map { |p|
          { id: p.id, name: SearchHighlighting.highlight(p.name, @pattern) }
        }
      end
    end
  end
end
