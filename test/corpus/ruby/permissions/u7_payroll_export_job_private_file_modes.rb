# corpus: CWE-732 safe — the payroll export directory is created with mode 0700 and the CSV is written with 0600 under an explicit umask, so only the service user can read it.
# frozen_string_literal: true

require "csv"
require "fileutils"

class PayrollExportJob < ApplicationJob
  queue_as :exports

  EXPORT_ROOT = Rails.root.join("storage", "payroll_exports")

  def perform(run_id)
    run = PayrollRun.find(run_id)
    dir = EXPORT_ROOT.join(run.company_id.to_s)
    FileUtils.mkdir_p(dir, mode: 0o700)

    path = dir.join("run-#{run.id}-#{run.period.strftime('%Y%m')}.csv")
    write_private(path) do |io|
      csv = CSV.new(io)
      csv << %w[employee_number name iban gross_cents net_cents]
      run.payslips.includes(:employee).find_each do |slip|
        csv << [slip.employee.number, slip.employee.full_name, slip.employee.iban, slip.gross_cents, slip.net_cents]
      end
    end

    run.update!(export_path: path.to_s, exported_at: Time.current)
    PayrollMailer.export_ready(run).deliver_later
  end

  private

  def write_private(path)
    old_umask = File.umask(0o077)
    File.open(path, File::WRONLY | File::CREAT | File::TRUNC, 0o600) do |io|
      yield io
    end
    File.chmod(0o600, path)
  ensure
    File.umask(old_umask) if old_umask
  end
end
