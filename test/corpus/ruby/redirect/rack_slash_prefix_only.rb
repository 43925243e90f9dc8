# corpus: CWE-601 vulnerable — the only check is start_with?("/"), which lets a protocol-relative //host URL through into Location.
# frozen_string_literal: true

require "rack"

class LocaleSwitcher
  def initialize(app)
    @app = app
  end

  def call(env)
    request = Rack::Request.new(env)
    return @app.call(env) unless request.path == "/locale"

    locale = %w[en de fr].include?(request.params["lang"]) ? request.params["lang"] : "en"
    back = local_target(request.params["back"])
    [302, { "location" => back, "set-cookie" => "locale=#{locale}; Path=/; Secure; HttpOnly" }, []]
  end

  private

  def local_target(value)
    value.to_s.start_with?("/") ? value : "/"
  end
end
