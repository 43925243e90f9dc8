# corpus: CWE-330 safe — rand only adds jitter to the retry delay of a webhook delivery job.
# frozen_string_literal: true

class WebhookDeliveryJob
  include Sidekiq::Job
  sidekiq_options retry: false

  MAX_ATTEMPTS = 6

  def perform(delivery_id, attempt = 1)
    delivery = WebhookDelivery.find(delivery_id)
    response = Faraday.post(delivery.endpoint.url, delivery.payload, "Content-Type" => "application/json")
    delivery.update!(status: response.status, delivered_at: Time.current)
  rescue Faraday::Error
    raise if attempt >= MAX_ATTEMPTS

    delay = (2**attempt) + rand(0.0..3.0)
    self.class.perform_in(delay, delivery_id, attempt + 1)
  end
end
