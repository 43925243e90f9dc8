# corpus: CWE-79 safe — every widget helper builds markup with content_tag, link_to and safe_join, so the request-supplied title and labels are escaped.
# frozen_string_literal: true

module DashboardHelper
  def widget(title, &block)
    content_tag(:section, class: "widget") do
      safe_join([content_tag(:h3, title, class: "widget__title"), capture(&block)])
    end
  end

  def stat_list(stats)
    content_tag(:dl, class: "stats") do
      safe_join(stats.flat_map { |label, value| [content_tag(:dt, label), content_tag(:dd, value)] })
    end
  end

  def filter_chip(label, path)
    link_to(path, class: "chip") { safe_join([label, content_tag(:span, "×", class: "chip__x")], " ") }
  end

  def highlight(text, term)
    return text if term.blank?

    parts = text.to_s.split(/(#{Regexp.escape(term)})/i)
    safe_join(parts.map { |part| part.casecmp?(term) ? content_tag(:mark, part) : part })
  end
end

class Booking::DashboardsController < ApplicationController
  helper DashboardHelper

  def show
    @title = params[:title].presence || "This week"
    @term = params[:highlight]
    @stats = {
      "Check-ins" => current_property.reservations.arriving_this_week.count,
      "Check-outs" => current_property.reservations.departing_this_week.count,
      params[:custom_label].presence || "Occupancy" => "#{current_property.occupancy_percent}%"
    }
  end

  def widget_preview
    html = helpers.widget(params[:title]) do
      helpers.stat_list(params.fetch(:labels, "").split(",").index_with { "—" })
    end
    render html: html, layout: false
  end

  def search_preview
    render html: helpers.highlight(params[:text].to_s, params[:term].to_s), layout: false
  end
end
