# corpus: CWE-22 safe — the locale parameter goes through I18n.locale=, which raises for anything outside the available locales, before it names the file.
# frozen_string_literal: true

class LegalPagesController < ApplicationController
  PAGES_DIR = Rails.root.join("app", "content", "legal")

  around_action :switch_locale

  def terms
    render_markdown("terms")
  end

  def privacy
    render_markdown("privacy")
  end

  private

  def switch_locale(&action)
    I18n.with_locale(params[:locale] || I18n.default_locale, &action)
  rescue I18n::InvalidLocale
    head :not_found
  end

  def render_markdown(page)
    path = PAGES_DIR.join(page, "#{I18n.locale}.md")
    return head(:not_found) unless path.file?

    render html: Commonmarker.to_html(path.read).html_safe, layout: "legal"
  end
end
