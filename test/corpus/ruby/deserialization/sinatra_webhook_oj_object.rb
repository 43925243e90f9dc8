# corpus: CWE-502 vulnerable — the webhook body is parsed by Oj in :object mode, which instantiates classes named in the JSON.
# frozen_string_literal: true

require "sinatra"
require "oj"

helpers do
  def courier_payload
    Oj.load(request.body.read, mode: :object)
  end
end

post "/webhooks/courier" do
  payload = courier_payload
  tracking = payload["tracking_number"]
  status = payload["status"]
  logger.info("courier update #{tracking.inspect} -> #{status.inspect}")
  Shipment.where(tracking_number: tracking).update_all(courier_status: status)
  204
end
