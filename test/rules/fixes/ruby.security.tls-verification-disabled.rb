require "net/http"

class PartnerClient
  def fetch(uri)
    http = Net::HTTP.new(uri.host, uri.port)
    http.use_ssl = true
    # ruleid: ruby.security.tls-verification-disabled
    http.verify_mode = OpenSSL::SSL::VERIFY_PEER
    http.get(uri.path)
  end

  def fetch_with_faraday(url)
    # ruleid: ruby.security.tls-verification-disabled
    Faraday.new(url: url, ssl: { verify: true }).get
  end

  def verified?(context)
    # ok: ruby.security.tls-verification-disabled
    context.verify_mode != OpenSSL::SSL::VERIFY_NONE
  end

  def fetch_verified(url)
    # ok: ruby.security.tls-verification-disabled
    Faraday.new(url: url, ssl: { verify: true }).get
  end
end
