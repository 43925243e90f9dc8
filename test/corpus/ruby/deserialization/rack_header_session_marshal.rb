# corpus: CWE-502 vulnerable — the middleware unmarshals the base64 X-Legacy-Session header sent by the client.
# frozen_string_literal: true

require "base64"

class LegacySessionBridge
  HEADER = "HTTP_X_LEGACY_SESSION"

  def initialize(app)
    @app = app
  end

  def call(env)
    if (blob = env[HEADER])
      env["legacy.session"] = decode(blob)
    end
    @app.call(env)
  end

  private

  def decode(blob)
    Marshal.load(Base64.urlsafe_decode64(blob))
  rescue ArgumentError, TypeError
    nil
  end
end
