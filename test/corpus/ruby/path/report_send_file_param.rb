# corpus: CWE-22 vulnerable — the path parameter is passed directly to send_file.
# frozen_string_literal: true

class Payroll::ExportsController < ApplicationController
  EXPORT_DIR = Rails.root.join("storage", "payroll_exports")

  before_action :require_payroll_role

  def index
    @exports = Dir.glob(EXPORT_DIR.join("*.csv")).sort.reverse.map { |p| { name: File.basename(p), path: p } }
  end

  def download
    send_file params[:path], type: "text/csv", disposition: "attachment"
  end

  private

  def require_payroll_role
    head :forbidden unless current_user.payroll?
  end
end
