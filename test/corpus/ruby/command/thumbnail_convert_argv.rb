# corpus: CWE-78 safe — convert is started with an argument list, so the file names and size never pass through a shell.
# frozen_string_literal: true

class ThumbnailService
  def initialize(photo, size)
    @photo = photo
    @size = size
  end

  def call
    out = Rails.root.join("tmp", "thumbs", "#{@photo.id}-#{@size}.jpg").to_s
    system("convert", @photo.file_path, "-thumbnail", @size, "-strip", out, exception: true)
    out
  end
end

class Gallery::ThumbnailsController < ApplicationController
  def create
    photo = current_user.photos.find(params[:photo_id])
    path = ThumbnailService.new(photo, params.fetch(:size, "320x240")).call
    send_file path, type: "image/jpeg", disposition: "inline"
  end
end
