# corpus: CWE-470 vulnerable — the job class name from the JSON body is resolved with Object.const_get and enqueued with the body's arguments.
# frozen_string_literal: true

require "sinatra"
require "json"

helpers do
  def job_class(name)
    Object.const_get(name)
  end
end

post "/automation/run" do
  body = JSON.parse(request.body.read)
  job = job_class(body.fetch("job")).perform_later(*Array(body["args"]))
  content_type :json
  { enqueued: job.job_id }.to_json
end
