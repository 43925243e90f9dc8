# corpus: CWE-328 vulnerable — the middleware stores and checks operator passwords as plain SHA-1 digests.
# frozen_string_literal: true

require "rack"
require "digest"

class OpsBasicAuth
  def initialize(app, users)
    @app = app
    @users = users
  end

  def call(env)
    auth = Rack::Auth::Basic::Request.new(env)
    if auth.provided? && auth.basic? && valid?(*auth.credentials)
      @app.call(env)
    else
      [401, { "www-authenticate" => 'Basic realm="ops"' }, ["unauthorized"]]
    end
  end

  def self.digest(password)
    Digest::SHA1.hexdigest(password)
  end

  private

  def valid?(user, password)
    stored = @users[user]
    stored && Rack::Utils.secure_compare(stored, self.class.digest(password))
  end
end
