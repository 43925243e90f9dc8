# corpus: CWE-918 vulnerable — the avatar URL from the profile form is handed to a background job that downloads it with Faraday.
# frozen_string_literal: true

require "faraday"

class AvatarImportJob < ApplicationJob
  queue_as :default

  def perform(user_id, url)
    response = Faraday.get(url) { |req| req.options.timeout = 10 }
    return unless response.success?

    user = User.find(user_id)
    user.avatar.attach(io: StringIO.new(response.body), filename: "avatar", content_type: response.headers["content-type"])
  end
end

class ProfilesController < ApplicationController
  def update
    current_user.update!(params.require(:profile).permit(:display_name, :bio))
    AvatarImportJob.perform_later(current_user.id, params[:profile][:avatar_url]) if params.dig(:profile, :avatar_url).present?
    redirect_to profile_path
  end
end
