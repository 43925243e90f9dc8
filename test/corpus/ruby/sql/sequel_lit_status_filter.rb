# corpus: CWE-89 vulnerable — the status value from the request is interpolated into a Sequel.lit literal fragment.
# frozen_string_literal: true

require "roda"
require "sequel"

DB = Sequel.connect(ENV.fetch("DATABASE_URL"))

class ShipmentsApp < Roda
  plugin :json

  route do |r|
    r.get "shipments" do
      dataset = DB[:shipments].where(carrier_id: r.params["carrier_id"].to_i)
      if (status = r.params["status"])
        dataset = dataset.where(Sequel.lit("status = '#{status}'"))
      end
      dataset.order(Sequel.desc(:shipped_at)).limit(200).all
    end
  end
end
