require "yaml"

class ImportsController < ApplicationController
  def create
    # ruleid: ruby.security.unsafe-deserialization
    @config = YAML.safe_load(params[:config], permitted_classes: ["Date", "Time", "Symbol"], aliases: true)
    # ruleid: ruby.security.unsafe-deserialization
    @state = Marshal.load(Base64.decode64(cookies[:state]))
    # ok: ruby.security.unsafe-deserialization
    @safe = YAML.safe_load(params[:config])
    # ok: ruby.security.unsafe-deserialization
    @json = JSON.parse(params[:payload])
    # ok: ruby.security.unsafe-deserialization
    @defaults = YAML.load("retries: 3")
  end
end

# A job runs `perform` with what it was enqueued with: the controller's raw body reaches the worker.
class WebhookEventWorker
  include Sidekiq::Job

  def perform(source, raw_payload)
    # ruleid: ruby.security.unsafe-deserialization
    event = YAML.safe_load(raw_payload, permitted_classes: ["Date", "Time", "Symbol"], aliases: true)
    # ok: ruby.security.unsafe-deserialization
    defaults = YAML.unsafe_load(File.read("config/#{source}.yml"))
    [event, defaults]
  end
end

class WebhooksController < ActionController::API
  def create
    WebhookEventWorker.perform_async("erp", request.raw_post)
    head :accepted
  end
end
