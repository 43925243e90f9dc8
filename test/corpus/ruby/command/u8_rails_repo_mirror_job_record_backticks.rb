# corpus: CWE-78 vulnerable — the remote URL saved from the form is read back by an ActiveJob and interpolated into a backtick git command.
# frozen_string_literal: true

class Mirror < ApplicationRecord
  belongs_to :project
  validates :remote_url, presence: true
end

class MirrorSyncJob < ApplicationJob
  queue_as :mirrors

  def perform(mirror_id)
    mirror = Mirror.find(mirror_id)
    workdir = Rails.root.join("tmp", "mirrors", mirror.id.to_s)
    FileUtils.mkdir_p(workdir)
    output = `cd #{workdir} && git clone --mirror #{mirror.remote_url} repo.git 2>&1`
    mirror.update!(last_sync_output: output.truncate(4000), synced_at: Time.current)
  end
end

class MirrorsController < ApplicationController
  def create
    mirror = current_project.mirrors.create!(params.require(:mirror).permit(:remote_url))
    MirrorSyncJob.perform_later(mirror.id)
    redirect_to project_mirrors_path(current_project), notice: "Mirror scheduled"
  end
end
