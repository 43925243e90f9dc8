# corpus: CWE-79 safe — the badge helper escapes the user-supplied label with ERB::Util.html_escape before marking the assembled markup html_safe.
# frozen_string_literal: true

module StatusBadgeHelper
  COLOURS = { "open" => "green", "closed" => "grey", "blocked" => "red" }.freeze

  def status_badge(state, label)
    colour = COLOURS.fetch(state, "grey")
    "<span class=\"badge badge-#{colour}\">#{ERB::Util.html_escape(label)}</span>".html_safe
  end
end

class BadgePreviewsController < ApplicationController
  include StatusBadgeHelper

  def show
    render html: status_badge(params[:state].to_s, params[:label].to_s), layout: false
  end
end
