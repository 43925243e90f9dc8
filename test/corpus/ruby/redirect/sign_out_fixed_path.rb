# corpus: CWE-601 safe — the redirect always goes to a route helper; the request only adds a tab name to the query string of that local path.
# frozen_string_literal: true

class School::SettingsController < ApplicationController
  TABS = %w[general grading notifications].freeze

  def show
    @tab = TABS.include?(params[:tab]) ? params[:tab] : "general"
  end

  def update
    if current_teacher.update(settings_params)
      redirect_to school_settings_path(tab: params[:tab]), notice: "Settings saved"
    else
      render :show, status: :unprocessable_entity
    end
  end

  private

  def settings_params
    params.require(:settings).permit(:timezone, :grading_scale, :weekly_digest)
  end
end
