require "digest"
require "openssl"

class Member < ApplicationRecord
  def password=(password)
    # ruleid: ruby.security.weak-hash
    self.password_digest = Digest::SHA256.hexdigest(password)
  end

  def api_signature(body)
    # ruleid: ruby.security.weak-hash
    OpenSSL::Digest.new('SHA256').hexdigest("#{api_secret}#{body}")
  end

  def avatar_url
    # ok: ruby.security.weak-hash
    "https://www.gravatar.com/avatar/#{Digest::MD5.hexdigest(email.downcase)}"
  end

  def catalogue_etag(rows)
    # ok: ruby.security.weak-hash
    Digest::MD5.hexdigest(rows.join("|"))
  end

  def secure_password(password)
    # ok: ruby.security.weak-hash
    Digest::SHA256.hexdigest(password)
  end
end
