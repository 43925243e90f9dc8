# corpus: CWE-614 vulnerable — the middleware issues the SSO auth cookie with secure: false.
# frozen_string_literal: true

require "rack"

class SsoCallback
  def initialize(app, verifier:)
    @app = app
    @verifier = verifier
  end

  def call(env)
    request = Rack::Request.new(env)
    return @app.call(env) unless request.path == "/sso/callback"

    identity = @verifier.verify(request.params["assertion"])
    return [403, {}, ["invalid assertion"]] unless identity

    response = Rack::Response.new([], 302, "location" => "/")
    response.set_cookie("sso_auth", value: identity.session_token, path: "/", httponly: true, secure: false)
    response.finish
  end
end
