# corpus: CWE-22 safe — the week and year are converted with Integer() before they form the file name.
# frozen_string_literal: true

class TimesheetArchive
  DIR = "/srv/payroll/timesheets"

  def self.path_for(employee_id, year, week)
    File.join(DIR, employee_id.to_s, format("%04d-W%02d.csv", Integer(year), Integer(week)))
  end
end

class TimesheetsController < ApplicationController
  def show
    path = TimesheetArchive.path_for(current_employee.id, params[:year], params[:week])
    return head(:not_found) unless File.exist?(path)

    send_file path, type: "text/csv"
  rescue ArgumentError
    head :bad_request
  end
end
