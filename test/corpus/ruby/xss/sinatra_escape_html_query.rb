# corpus: CWE-79 safe — the query is escaped with Rack::Utils.escape_html before it is put in the HTML response.
# frozen_string_literal: true

require "sinatra"

helpers do
  def esc(text)
    Rack::Utils.escape_html(text.to_s)
  end

  def book_item(book)
    "<li><a href=\"/library/books/#{book.id.to_i}\">#{esc(book.title)}</a> — #{esc(book.author)}</li>"
  end
end

get "/library/search" do
  query = params["q"]
  books = Catalogue.search(query.to_s).first(25)
  if books.empty?
    "<h2>No books found for &ldquo;#{esc(query)}&rdquo;</h2><a href=\"/library\">Back to catalogue</a>"
  else
    "<h2>Results for &ldquo;#{esc(query)}&rdquo;</h2><ul>#{books.map { |b| book_item(b) }.join}</ul>"
  end
end
