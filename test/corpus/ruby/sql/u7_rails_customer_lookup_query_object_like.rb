# corpus: CWE-89 vulnerable — the email fragment and tier from the request are interpolated into the where string built by the query object.
# frozen_string_literal: true

class CustomerLookup
  def initialize(account, relation = Customer.all)
    @account = account
    @relation = relation
  end

  def call(email: nil, tier: nil, since: nil)
    scope = @relation.where(account_id: @account.id)
    scope = scope.where("lower(customers.email) LIKE '%#{email.downcase}%'") if email.present?
    scope = scope.where("customers.tier = '#{tier}'") if tier.present?
    scope = scope.where("customers.created_at >= ?", since) if since
    scope.order(created_at: :desc)
  end
end

class Admin::CustomersController < Admin::BaseController
  def index
    @customers = CustomerLookup.new(current_account).call(
      email: params[:email],
      tier: params[:tier],
      since: parse_since
    ).page(params[:page])

    respond_to do |format|
      format.html
      format.csv { send_data CustomerCsv.new(@customers).to_csv, filename: "customers.csv" }
    end
  end

  private

  def parse_since
    Date.iso8601(params[:since]) if params[:since].present?
  rescue Date::Error
    nil
  end
end
