# Publishes generated documentation and keeps build caches on a shared CI host.
require 'fileutils'
require 'pathname'

class DocsPublisher
  SHARED_MODE = 0o777
  PRIVATE_MODE = 0o600
  SPOOL_MODE = 01777

  def initialize(root)
    @root = Pathname.new(root)
  end

  def prepare
    # ok: ruby.security.insecure-file-permissions
    FileUtils.mkdir_p(@root.join('incoming'), mode: 0777)
    # ok: ruby.security.insecure-file-permissions
    FileUtils.mkdir_p(@root.join('public'), mode: 0755)
    # ok: ruby.security.insecure-file-permissions
    FileUtils.mkdir_p(@root.join('team'), mode: 0775)
    # ok: ruby.security.insecure-file-permissions
    Dir.mkdir(@root.join('spool'), SPOOL_MODE)
    # ok: ruby.security.insecure-file-permissions
    Dir.mkdir(@root.join('drop'), 0o777)
  end

  def publish(name, html)
    target = @root.join('public', File.basename(name))
    # ok: ruby.security.insecure-file-permissions
    File.open(target, 'w', 0666) { |f| f.write(html) }
    # ok: ruby.security.insecure-file-permissions
    File.open(target, 'w', 0644) { |f| f.write(html) }
    # ruleid: ruby.security.insecure-file-permissions
    File.chmod(SHARED_MODE, target)
    # ok: ruby.security.insecure-file-permissions
    File.chmod(PRIVATE_MODE, target)
    target
  end

  def share(files)
    # ruleid: ruby.security.insecure-file-permissions
    FileUtils.chmod('a+w', files)
    # ok: ruby.security.insecure-file-permissions
    FileUtils.chmod('go-w', files)
    # ruleid: ruby.security.insecure-file-permissions
    FileUtils.chmod_R(0o664, files)
  end

  def write_token(token)
    # ok: ruby.security.insecure-file-permissions
    File.write(@root.join('token'), token, perm: 0o600)
    # ok: ruby.security.insecure-file-permissions
    File.write(@root.join('motd'), token, perm: 0o666)
  end

  def relax(path)
    file = File.new(path)
    # ruleid: ruby.security.insecure-file-permissions
    file.chmod(0775)
    # ok: ruby.security.insecure-file-permissions
    file.chmod(0640)
  end

  def apply(path, mode)
    # ok: ruby.security.insecure-file-permissions
    File.chmod(mode, path)
  end
end

def current_umask
  # ok: ruby.security.insecure-file-permissions
  mask = File.umask(0)
  File.umask(mask)
  mask
end

def daemonize
  Process.daemon
  # ruleid: ruby.security.insecure-file-permissions
  File.umask(0)
  # ok: ruby.security.insecure-file-permissions
  File.umask(0o027)
end
