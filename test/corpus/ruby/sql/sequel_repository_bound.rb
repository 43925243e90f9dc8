# corpus: CWE-89 safe — the Sequel repository builds every query with hash filters, placeholders or Sequel.ilike; request values never enter SQL text.
# frozen_string_literal: true

require "sequel"
require "roda"

module Payroll
  class EmployeeRepository
    SORT_COLUMNS = { "name" => :last_name, "hired" => :hired_on, "band" => :salary_band }.freeze

    def initialize(db)
      @db = db
    end

    def search(company_id:, name: nil, department: nil, sort: nil)
      ds = @db[:employees].where(company_id: company_id, terminated_on: nil)
      ds = ds.where(department: department) if department
      ds = ds.where(Sequel.ilike(:last_name, "#{@db.dataset.escape_like(name)}%")) if name
      ds.order(SORT_COLUMNS.fetch(sort.to_s, :last_name)).limit(100).all
    end

    def salary_total(company_id, period)
      @db.fetch(
        "SELECT SUM(gross_cents) AS total FROM payslips WHERE company_id = ? AND period = ?",
        company_id, period
      ).single_value
    end
  end
end

class PayrollApp < Roda
  plugin :json
  plugin :all_verbs

  DB = Sequel.connect(ENV.fetch("PAYROLL_DATABASE_URL"))

  route do |r|
    company_id = Integer(r.env["HTTP_X_COMPANY_ID"])
    repo = Payroll::EmployeeRepository.new(DB)

    r.get "employees" do
      repo.search(company_id: company_id, name: r.params["name"], department: r.params["department"], sort: r.params["sort"])
    end

    r.get "totals", String do |period|
      { period: period, total_cents: repo.salary_total(company_id, period) }
    end
  end
end
