# corpus: CWE-942 vulnerable — the rack-cors origins block accepts any Origin value and the resource allows credentials, so any website can read the logged-in user's account data.
# frozen_string_literal: true

require "sinatra/base"
require "rack/cors"
require "json"

class AccountApi < Sinatra::Base
  use Rack::Session::Cookie,
      key: "acct_session",
      secret: ENV.fetch("SESSION_SECRET"),
      same_site: :none,
      secure: true,
      httponly: true

  use Rack::Cors do
    allow do
      # embeddable widget is served from merchant domains
      origins { |source, _env| !source.nil? }
      resource "/api/*",
               headers: :any,
               methods: %i[get post patch options],
               credentials: true,
               max_age: 600
    end
  end

  helpers do
    def current_user
      @current_user ||= User.find_by(id: session[:user_id])
    end

    def require_login!
      halt 401, { error: "login required" }.to_json unless current_user
    end
  end

  before "/api/*" do
    content_type :json
  end

  get "/api/account" do
    require_login!
    {
      email: current_user.email,
      name: current_user.name,
      addresses: current_user.addresses.map(&:to_h),
      api_key: current_user.api_key
    }.to_json
  end

  patch "/api/account" do
    require_login!
    body = JSON.parse(request.body.read)
    current_user.update!(name: body["name"]) if body["name"]
    { ok: true }.to_json
  end
end
