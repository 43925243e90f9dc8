# corpus: CWE-79 vulnerable — the back parameter is used as a link href, so a javascript: URL runs script when clicked.
# frozen_string_literal: true

module NavigationHelper
  def back_link
    target = params[:back].presence || root_path
    link_to "← Back", target, class: "btn btn-link"
  end
end

class CoursesController < ApplicationController
  helper NavigationHelper

  def show
    @course = Course.published.find(params[:id])
  end
end
