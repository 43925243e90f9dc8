# corpus: CWE-330 vulnerable — session ids come from rand after srand seeded with the current time, so they can be guessed.
# frozen_string_literal: true

require "sinatra"

SESSIONS = {}

def new_session_id
  srand(Time.now.to_i)
  rand(2**64).to_s(16)
end

post "/kiosk/login" do
  staff = KioskUser.authenticate(params["pin"])
  halt 401 unless staff

  sid = new_session_id
  SESSIONS[sid] = staff.id
  response.set_cookie("kiosk_sid", value: sid, httponly: true, secure: true)
  redirect "/kiosk"
end
