# corpus: CWE-79 vulnerable — the Sinatra route returns HTML with the name parameter interpolated unescaped.
# frozen_string_literal: true

require "sinatra"

helpers do
  def school_name
    ENV.fetch("SCHOOL_NAME", "Riverside High")
  end
end

get "/hello" do
  name = params["name"] || "there"
  <<~HTML
    <!doctype html>
    <html>
      <head><title>#{school_name}</title></head>
      <body>
        <h1>Hello, #{name}</h1>
        <p>Your #{school_name} account is ready.</p>
      </body>
    </html>
  HTML
end
