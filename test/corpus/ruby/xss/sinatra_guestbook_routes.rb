# corpus: CWE-79 vulnerable — the guestbook escapes stored entries, but the preview route puts the submitted message into the page unescaped.
# frozen_string_literal: true

require "sinatra/base"

class Guestbook < Sinatra::Base
  ENTRIES = []

  helpers do
    def h(text)
      Rack::Utils.escape_html(text.to_s)
    end

    def layout_page(title, body)
      <<~HTML
        <!doctype html>
        <html>
          <head><title>#{h(title)}</title></head>
          <body>#{body}</body>
        </html>
      HTML
    end

    def entry_html(entry)
      "<article><h3>#{h(entry[:name])}</h3><p>#{h(entry[:message])}</p></article>"
    end
  end

  get "/" do
    layout_page("Guestbook", ENTRIES.map { |e| entry_html(e) }.join)
  end

  post "/preview" do
    preview = "<article><h3>#{h(params['name'])}</h3><p>#{params['message']}</p></article>"
    layout_page("Preview", preview + '<form method="post" action="/entries"><button>Publish</button></form>')
  end

  post "/entries" do
    ENTRIES << { name: params["name"].to_s[0, 80], message: params["message"].to_s[0, 2_000] }
    redirect "/"
  end
end
