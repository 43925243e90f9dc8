# rejected: the program teaches YAML a tag of its own: its documents may use it, and safe_load would refuse them
# keeps: YAML.load(params[:config])
require "yaml"

class Setting
  yaml_tag "!setting"
end

class SettingsController < ApplicationController
  def update
    @config = YAML.load(params[:config])
  end
end
