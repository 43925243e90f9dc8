# corpus: CWE-89 vulnerable — the campaign value from the query string is interpolated into an INSERT run by Mysql2::Client#query.
# frozen_string_literal: true

require "mysql2"
require "rack"

class ClickTracker
  def initialize(app, client: Mysql2::Client.new(default_file: "/etc/tracker/my.cnf"))
    @app = app
    @client = client
  end

  def call(env)
    request = Rack::Request.new(env)
    record_click(request.params["utm_campaign"], request.path) if request.params.key?("utm_campaign")
    @app.call(env)
  end

  private

  def record_click(campaign, path)
    @client.query(
      "INSERT INTO clicks (campaign, path, clicked_at) VALUES ('#{campaign}', '#{@client.escape(path)}', NOW())"
    )
  end
end
