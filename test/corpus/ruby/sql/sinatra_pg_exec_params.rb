# corpus: CWE-89 safe — the patient name is sent as a $1 parameter with exec_params, separate from the SQL text.
# frozen_string_literal: true

require "sinatra/base"
require "pg"
require "json"

class AppointmentsApi < Sinatra::Base
  configure do
    set :db, PG.connect(dbname: "clinic")
  end

  get "/appointments" do
    content_type :json
    rows = settings.db.exec_params(
      "SELECT a.id, a.starts_at, d.name AS doctor FROM appointments a " \
      "JOIN doctors d ON d.id = a.doctor_id WHERE a.patient_name = $1 ORDER BY a.starts_at",
      [params["patient"]]
    )
    rows.to_a.to_json
  end
end
