# corpus: CWE-1336 vulnerable — the footer text from the request is interpolated into the source of an inline ERB template.
# frozen_string_literal: true

class Newsletter::PreviewsController < ApplicationController
  before_action :load_issue

  def show
    footer = params[:footer] || "Thanks for reading!"
    render inline: template_with_footer(footer), locals: { issue: @issue }
  end

  private

  def load_issue
    @issue = current_publication.issues.find(params[:issue_id])
  end

  def template_with_footer(footer)
    <<~ERB
      <h1><%= issue.title %></h1>
      <%= issue.body_html %>
      <footer>#{footer}</footer>
    ERB
  end
end
