# corpus: CWE-79 vulnerable — tag names from the request are wrapped in spans, joined, and the whole string is marked html_safe.
# frozen_string_literal: true

module TagsHelper
  def tag_chips(names)
    names.map { |n| "<span class=\"chip\">#{n}</span>" }.join(" ").html_safe
  end
end

class Blog::DraftsController < ApplicationController
  helper TagsHelper

  def tags_preview
    tags = params.dig(:draft, :tags).to_s.split(",").map(&:strip)
    render html: helpers.tag_chips(tags), layout: false
  end
end
