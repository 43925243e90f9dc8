# corpus: CWE-22 safe — the concern rejects names with separators or leading dots and re-checks the cleaned path is inside the library root.
# frozen_string_literal: true

module MediaLibraryPaths
  extend ActiveSupport::Concern

  NAME = /\A[\w\- ]+(\.[A-Za-z0-9]{1,8})?\z/

  class InvalidName < StandardError; end

  included do
    rescue_from InvalidName, with: -> { head :bad_request }
  end

  private

  def library_root
    @library_root ||= Pathname.new("/srv/media-library").join(current_school.slug)
  end

  def library_file(name)
    raise InvalidName unless NAME.match?(name.to_s)

    candidate = library_root.join(name).cleanpath
    raise InvalidName unless candidate.dirname == library_root.cleanpath

    candidate
  end
end

class School::MediaController < ApplicationController
  include MediaLibraryPaths

  def index
    @files = library_root.children.select(&:file?).map { |p| p.basename.to_s }.sort
  end

  def show
    path = library_file(params[:name])
    return head(:not_found) unless path.file?

    send_file path, disposition: "inline"
  end

  def create
    upload = params.require(:file)
    path = library_file(upload.original_filename)
    FileUtils.cp(upload.tempfile.path, path)
    redirect_to school_media_index_path, notice: "#{path.basename} uploaded"
  end

  def destroy
    path = library_file(params[:name])
    path.delete if path.file?
    redirect_to school_media_index_path, notice: "Deleted"
  end
end
