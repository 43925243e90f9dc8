# corpus: CWE-78 vulnerable — most ffmpeg steps use argument lists, but the watermark text from the upload form is interpolated into a shell string.
# frozen_string_literal: true

require "open3"
require "fileutils"

module Media
  class Transcoder
    PRESETS = {
      "720p" => %w[-vf scale=-2:720 -b:v 2500k],
      "1080p" => %w[-vf scale=-2:1080 -b:v 5000k]
    }.freeze

    def initialize(video, preset:, watermark: nil)
      @video = video
      @preset = PRESETS.fetch(preset, PRESETS["720p"])
      @watermark = watermark
      @workdir = File.join(Dir.tmpdir, "transcode-#{video.id}")
    end

    def call
      FileUtils.mkdir_p(@workdir)
      scaled = transcode
      final = @watermark.present? ? add_watermark(scaled) : scaled
      @video.update!(output_path: final, transcoded_at: Time.current)
    ensure
      FileUtils.rm_rf(@workdir)
    end

    private

    def transcode
      out = File.join(@workdir, "scaled.mp4")
      _stdout, stderr, status = Open3.capture3("ffmpeg", "-y", "-i", @video.source_path, *@preset, out)
      raise "ffmpeg failed: #{stderr.lines.last}" unless status.success?

      out
    end

    def add_watermark(input)
      out = File.join(@workdir, "final.mp4")
      filter = "drawtext=text='#{@watermark}':x=10:y=H-th-10:fontcolor=white@0.6"
      ok = system("ffmpeg -y -i #{input} -vf \"#{filter}\" -codec:a copy #{out}")
      raise "watermark failed" unless ok

      out
    end
  end
end

class TranscodeJob
  include Sidekiq::Job
  sidekiq_options queue: :media, retry: 2

  def perform(video_id, preset, watermark)
    video = Video.find(video_id)
    Media::Transcoder.new(video, preset: preset, watermark: watermark).call
  end
end

class Studio::VideosController < ApplicationController
  def create
    video = current_channel.videos.create!(video_params.except(:watermark))
    TranscodeJob.perform_async(video.id, params.fetch(:preset, "720p"), video_params[:watermark])
    redirect_to studio_video_path(video), notice: "Upload received, transcoding started"
  end

  private

  def video_params
    params.require(:video).permit(:title, :source, :watermark)
  end
end
