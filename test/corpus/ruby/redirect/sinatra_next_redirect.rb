# corpus: CWE-601 vulnerable — the Sinatra login handler redirects to the next parameter, which may be any absolute URL.
# frozen_string_literal: true

require "sinatra"

enable :sessions

helpers do
  def after_login_path
    params["next"] || "/dashboard"
  end
end

post "/login" do
  user = Tutor.authenticate(params["email"], params["password"])
  halt 401, "invalid credentials" unless user

  session[:tutor_id] = user.id
  redirect after_login_path
end
