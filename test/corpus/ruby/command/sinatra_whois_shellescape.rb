# corpus: CWE-78 safe — the domain is passed through String#shellescape before it is placed in the backtick command.
# frozen_string_literal: true

require "sinatra"
require "shellwords"

helpers do
  def whois(domain)
    `whois #{domain.shellescape} | head -n 40`
  end

  def required_param(name)
    value = params[name].to_s.strip
    halt 400, "#{name} required" if value.empty?
    value
  end
end

get "/whois" do
  content_type :text
  whois(required_param("domain"))
end
