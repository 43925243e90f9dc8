# corpus: CWE-328 vulnerable — staff passwords are checked against a salted SHA-1 digest, a fast hash unsuited to password storage.
# frozen_string_literal: true

require "sinatra"
require "digest/sha1"

enable :sessions

def password_hash(salt, password)
  Digest::SHA1.hexdigest("#{salt}--#{password}")
end

post "/staff/login" do
  staff = Staff.first(username: params["username"])
  halt 401 unless staff && staff.crypted_password == password_hash(staff.salt, params["password"])

  session[:staff_id] = staff.id
  redirect "/staff"
end
