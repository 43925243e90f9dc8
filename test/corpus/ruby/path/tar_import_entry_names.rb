# corpus: CWE-22 vulnerable — entry names inside the uploaded tar archive are joined to the destination and written without checks.
# frozen_string_literal: true

require "rubygems/package"
require "fileutils"

class ThemeImporter
  def initialize(shop, upload)
    @destination = File.join("/srv/themes", shop.id.to_s)
    @upload = upload
  end

  def call
    File.open(@upload.tempfile.path, "rb") do |io|
      Gem::Package::TarReader.new(io) do |tar|
        tar.each { |entry| write_entry(entry) if entry.file? }
      end
    end
  end

  private

  def write_entry(entry)
    target = File.join(@destination, entry.full_name)
    FileUtils.mkdir_p(File.dirname(target))
    File.binwrite(target, entry.read)
  end
end

class ThemesController < ApplicationController
  def import
    ThemeImporter.new(current_shop, params.require(:archive)).call
    redirect_to themes_path, notice: "Theme imported"
  end
end
