# corpus: CWE-942 safe — credentialed CORS is granted only to the origins listed in ALLOWED_ORIGINS; the wildcard origin covers the public price feed, which does not allow credentials.
# frozen_string_literal: true

# config/initializers/cors.rb
allowed_origins = ENV.fetch("ALLOWED_ORIGINS", "").split(",").map(&:strip).reject(&:empty?)

Rails.application.config.middleware.insert_before 0, Rack::Cors do
  allow do
    origins(*allowed_origins)
    resource "/api/*",
             headers: :any,
             methods: %i[get post put patch delete options],
             credentials: true,
             max_age: 600
  end

  allow do
    origins "*"
    resource "/public/prices.json",
             headers: :any,
             methods: %i[get options],
             credentials: false
  end
end
