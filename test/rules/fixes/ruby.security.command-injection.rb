require "open3"

class ArchivesController < ApplicationController
  def create
    folder = params[:folder]
    # ruleid: ruby.security.command-injection
    system('tar', 'czf', '/tmp/archive.tgz', folder.to_s)
    # ruleid: ruby.security.command-injection
    listing = IO.popen(['ls', '-la', folder.to_s], &:read)
    # ruleid: ruby.security.command-injection
    Open3.capture2('du', '-sh', folder.to_s)
    # ok: ruby.security.command-injection
    system("tar", "czf", "/tmp/archive.tgz", folder)
    # ok: ruby.security.command-injection
    Open3.capture2("du", "-sh", folder)
    # ok: ruby.security.command-injection
    system("tar czf /tmp/archive.tgz #{Shellwords.escape(folder)}")
    # ruleid: ruby.security.command-injection
    IO.popen("wc -l #{folder} | sort")
    # ok: ruby.security.command-injection
    IO.popen(["wc", "-l", folder])
    render plain: listing
  end
end
