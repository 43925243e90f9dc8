# corpus: CWE-79 safe — the submitted bio goes through Rails' sanitize with a small tag allow-list before output.
# frozen_string_literal: true

module MentorsHelper
  ALLOWED_TAGS = %w[p br strong em ul ol li a].freeze

  def mentor_bio(bio)
    sanitize(bio, tags: ALLOWED_TAGS, attributes: %w[href])
  end
end

class MentorsController < ApplicationController
  helper MentorsHelper

  def preview
    bio = params.require(:mentor).permit(:bio)[:bio]
    render html: helpers.mentor_bio(bio), layout: "preview"
  end
end
