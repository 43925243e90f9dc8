# corpus: CWE-79 vulnerable — the middleware's 404 page echoes the requested path back in HTML without escaping.
# frozen_string_literal: true

require "rack"

class FriendlyNotFound
  def initialize(app)
    @app = app
  end

  def call(env)
    status, headers, body = @app.call(env)
    return [status, headers, body] unless status == 404

    body.close if body.respond_to?(:close)
    request = Rack::Request.new(env)
    [404, { "content-type" => "text/html; charset=utf-8" }, [page_for(request.params["from"] || request.path)]]
  end

  private

  def page_for(path)
    "<html><body><h1>Not found</h1><p>We could not find <code>#{path}</code>.</p></body></html>"
  end
end
