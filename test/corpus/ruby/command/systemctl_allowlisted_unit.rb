# corpus: CWE-78 safe — the unit name must be one of a fixed list before it is placed in the shell command.
# frozen_string_literal: true

class Ops::ServicesController < ApplicationController
  RESTARTABLE = %w[sidekiq puma nginx].freeze

  before_action :require_operator

  def index
    render json: RESTARTABLE.index_with { |unit| system("systemctl is-active --quiet #{unit}.service") }
  end

  def restart
    unit = params[:unit]
    return head(:unprocessable_entity) unless RESTARTABLE.include?(unit)

    ok = system("sudo systemctl restart #{unit}.service")
    render json: { unit: unit, restarted: ok }
  end

  private

  def require_operator
    head :forbidden unless current_user&.operator?
  end
end
