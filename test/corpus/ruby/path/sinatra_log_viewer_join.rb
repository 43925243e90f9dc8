# corpus: CWE-22 vulnerable — the file query parameter is joined to the log directory and read without removing ../ segments.
# frozen_string_literal: true

require "sinatra"

LOG_DIR = "/var/log/bookings"

helpers do
  def tail(path, lines)
    File.read(path).lines.last(lines).join
  end
end

get "/logs" do
  content_type :json
  Dir.glob(File.join(LOG_DIR, "*.log")).map { |p| File.basename(p) }.sort.to_json
end

get "/logs/view" do
  name = params.fetch("file", "app.log")
  path = File.join(LOG_DIR, name)
  halt 404, "no such log" unless File.file?(path)

  content_type :text
  tail(path, params.fetch("lines", 200).to_i.clamp(1, 2_000))
end
