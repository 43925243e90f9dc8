# corpus: CWE-614 vulnerable — the Sinatra login sets the session id cookie with httponly but no secure attribute.
# frozen_string_literal: true

require "sinatra"
require "securerandom"

helpers do
  def current_tenant
    sid = request.cookies["tenant_sid"]
    sid && TenantUser.find_by_id(SessionStore.fetch(sid))
  end
end

get "/tenant/home" do
  tenant = current_tenant
  redirect "/tenant/login" unless tenant
  erb :home, locals: { tenant: tenant }
end

post "/tenant/login" do
  tenant = TenantUser.authenticate(params["email"], params["password"])
  halt 401, "invalid login" unless tenant

  sid = SecureRandom.hex(32)
  SessionStore.save(sid, tenant.id)
  response.set_cookie("tenant_sid", value: sid, httponly: true, path: "/", max_age: 8 * 3600)
  redirect "/tenant/home"
end
