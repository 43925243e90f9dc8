# corpus: CWE-1333 vulnerable — the filter pattern from the query string is compiled with Regexp.new and matched against every log line, so a pattern like (a+)+$ makes the request backtrack for a very long time.
# frozen_string_literal: true

require "sinatra/base"
require "json"

class LogTail
  def initialize(path, max_lines: 5_000)
    @path = path
    @max_lines = max_lines
  end

  def lines
    File.foreach(@path).last(@max_lines)
  end
end

class LineFilter
  def initialize(pattern, ignore_case: false)
    options = ignore_case ? Regexp::IGNORECASE : 0
    @regexp = Regexp.new(pattern, options)
  end

  def select(lines)
    lines.select { |line| @regexp.match?(line) }
  end
end

class OpsConsole < Sinatra::Base
  LOG_FILES = {
    "app" => "/var/log/shop/app.log",
    "worker" => "/var/log/shop/worker.log"
  }.freeze

  use Rack::Auth::Basic, "ops" do |user, pass|
    Rack::Utils.secure_compare(user, "ops") &&
      Rack::Utils.secure_compare(pass, ENV.fetch("OPS_CONSOLE_PASSWORD"))
  end

  get "/logs/:name" do
    path = LOG_FILES.fetch(params[:name]) { halt 404 }
    lines = LogTail.new(path).lines

    if params[:pattern] && !params[:pattern].empty?
      lines = LineFilter.new(params[:pattern], ignore_case: params[:i] == "1").select(lines)
    end

    content_type :json
    { file: params[:name], count: lines.size, lines: lines.last(500) }.to_json
  end
end
