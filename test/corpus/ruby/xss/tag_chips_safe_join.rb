# corpus: CWE-79 safe — each tag name is rendered by content_tag and combined with safe_join, so every name is escaped.
# frozen_string_literal: true

module LabelsHelper
  def label_chips(names)
    safe_join(names.map { |n| content_tag(:span, n, class: "chip") }, " ")
  end
end

class Crm::LeadsController < ApplicationController
  helper LabelsHelper

  def labels_preview
    labels = params.fetch(:labels, "").split(",").map(&:strip).reject(&:empty?)
    render html: helpers.label_chips(labels), layout: false
  end
end
