# behaviour: the client verifies certificates; nothing else about it changes
# safe-fixes: ruby.security.tls-verification-disabled
require "openssl"

Client = Struct.new(:host, :verify_mode)
http = Client.new("api.example.com", nil)
http.verify_mode = OpenSSL::SSL::VERIFY_NONE
puts "configured #{http.host}"
