# corpus: CWE-918 vulnerable — the feed address from the form is opened with URI.open, so the server fetches any URL the user names.
# frozen_string_literal: true

require "open-uri"
require "rss"

class FeedImporter
  def initialize(blog, feed_url)
    @blog = blog
    @feed_url = feed_url
  end

  def call
    URI.open(@feed_url, read_timeout: 10) do |io|
      feed = RSS::Parser.parse(io.read, false)
      feed.items.first(20).each do |item|
        @blog.imported_posts.find_or_create_by!(guid: item.link) { |p| p.title = item.title }
      end
    end
  end
end

class Blog::FeedImportsController < ApplicationController
  def create
    FeedImporter.new(current_blog, params.require(:feed)[:url]).call
    redirect_to blog_posts_path, notice: "Feed imported"
  end
end
