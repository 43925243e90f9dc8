# corpus: CWE-117 vulnerable — the client_version query parameter is written into the log unchanged, so an encoded line break forges a new entry.
# frozen_string_literal: true

require "logger"
require "rack"

class ClientVersionLogger
  MINIMUM = Gem::Version.new("4.2")

  def initialize(app, logger: Logger.new($stdout))
    @app = app
    @logger = logger
  end

  def call(env)
    version = Rack::Request.new(env).params["client_version"]
    @logger.warn("outdated mobile client #{version} on #{env['PATH_INFO']}") if outdated?(version)
    @app.call(env)
  end

  private

  def outdated?(version)
    numeric = version.to_s[/\A\d+(?:\.\d+)*/]
    numeric && Gem::Version.new(numeric) < MINIMUM
  end
end
