# corpus: CWE-89 vulnerable — the city query parameter is interpolated into SQL sent with PG::Connection#exec.
# frozen_string_literal: true

require "sinatra"
require "pg"
require "json"

DB = PG.connect(dbname: "stores", user: "stores_ro")

helpers do
  def stores_in(city)
    DB.exec("SELECT id, name, street FROM stores WHERE city = '#{city}' ORDER BY name").to_a
  end
end

get "/stores" do
  content_type :json
  stores_in(params["city"].to_s.capitalize).to_json
end
