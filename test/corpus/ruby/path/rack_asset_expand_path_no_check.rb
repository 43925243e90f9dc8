# corpus: CWE-22 vulnerable — File.expand_path resolves the requested name against the asset root but the result is never checked to stay inside it.
# frozen_string_literal: true

require "rack"

class BrandAssets
  ROOT = "/srv/brand-assets"

  def call(env)
    request = Rack::Request.new(env)
    path = File.expand_path(request.params["asset"].to_s, ROOT)
    return [404, { "content-type" => "text/plain" }, ["not found"]] unless File.file?(path)

    [200, { "content-type" => Rack::Mime.mime_type(File.extname(path)) }, [File.binread(path)]]
  end
end
