# corpus: CWE-117 safe — the only request values in the log lines are converted with to_i.
# frozen_string_literal: true

class Api::V2::TimesheetsController < Api::BaseController
  def index
    page = params.fetch(:page, 1).to_i
    per = params.fetch(:per_page, 50).to_i.clamp(1, 200)
    Rails.logger.info("timesheets index employee=#{current_employee.id} page=#{page} per=#{per}")
    render json: current_employee.timesheets.order(week_start: :desc).offset((page - 1) * per).limit(per)
  end

  def show
    week = params[:week].to_i
    Rails.logger.info("timesheet show employee=#{current_employee.id} week=#{week}")
    render json: current_employee.timesheets.find_by!(week_number: week)
  end
end
