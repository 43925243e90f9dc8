# corpus: CWE-78 vulnerable — the crop geometry from the form reaches a single-string system call in the resize service.
# frozen_string_literal: true

class AvatarResizer
  OUTPUT_DIR = Rails.root.join("public", "avatars")

  def initialize(user, geometry)
    @user = user
    @geometry = geometry
  end

  def call
    source = @user.avatar_upload_path
    target = OUTPUT_DIR.join("#{@user.id}.png")
    ok = system("convert #{source} -crop #{@geometry} -resize 256x256 #{target}")
    raise "convert failed" unless ok

    target
  end
end

class AvatarsController < ApplicationController
  def update
    AvatarResizer.new(current_user, params.require(:avatar).permit(:crop)[:crop]).call
    redirect_to edit_profile_path, notice: "Avatar updated"
  end
end
