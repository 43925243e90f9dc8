# corpus: CWE-79 vulnerable — the bio submitted in the preview form is emitted through raw() by the helper.
# frozen_string_literal: true

module ProfilesHelper
  def bio_preview
    bio = params.dig(:profile, :bio)
    return content_tag(:p, "Nothing yet", class: "muted") if bio.blank?

    content_tag(:div, class: "bio-preview") { raw(bio) }
  end
end

class ProfilesController < ApplicationController
  helper ProfilesHelper

  def preview
    render :preview, layout: false
  end
end
