# corpus: CWE-614 safe — every session cookie is built from a frozen options constant that sets secure: true.
# frozen_string_literal: true

require "sinatra"
require "securerandom"

COOKIE_OPTIONS = { path: "/", httponly: true, secure: true, same_site: :lax }.freeze

helpers do
  def issue_session(user)
    sid = SecureRandom.urlsafe_base64(32)
    SessionStore.save(sid, user.id)
    response.set_cookie("pt_session", COOKIE_OPTIONS.merge(value: sid))
  end
end

post "/trainers/login" do
  trainer = Trainer.authenticate(params["email"], params["password"])
  halt 401 unless trainer

  issue_session(trainer)
  redirect "/trainers"
end
