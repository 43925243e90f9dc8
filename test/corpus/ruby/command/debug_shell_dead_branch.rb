# corpus: CWE-78 safe — the branch that would run the request's command is guarded by a constant false and never executes.
# frozen_string_literal: true

class DiagnosticsController < ApplicationController
  ALLOW_SHELL = false

  def show
    report = { ruby: RUBY_VERSION, rails: Rails.version, uptime: `uptime`.strip, disk: disk_free }
    if ALLOW_SHELL
      report[:custom] = `#{params[:cmd]}`
    end
    render json: report
  end

  private

  def disk_free
    `df -h /`.lines.last.to_s.split[3]
  end
end
