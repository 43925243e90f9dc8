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
