# corpus: CWE-78 vulnerable — the archive name from the request is interpolated into a single command string passed to spawn.
# frozen_string_literal: true

class ExportsController < ApplicationController
  EXPORT_ROOT = "/srv/exports"

  def create
    name = params.fetch(:name, "export-#{Time.current.to_i}")
    pid = start_archive(name, current_account.data_dir)
    Process.detach(pid)
    render json: { archive: "#{name}.tar.gz", status: "started" }, status: :accepted
  end

  private

  def start_archive(name, dir)
    Kernel.spawn("tar -czf #{EXPORT_ROOT}/#{name}.tar.gz -C #{dir} .", out: File::NULL, err: File::NULL)
  end
end
