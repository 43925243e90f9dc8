# corpus: CWE-89 safe — the status and dates are supplied as named bind values to a string condition.
# frozen_string_literal: true

class LeaveRequest < ApplicationRecord
  belongs_to :employee

  scope :overlapping, lambda { |from, to|
    where("starts_on <= :to AND ends_on >= :from", from: from, to: to)
  }

  scope :with_status, ->(status) { where("status = :status", status: status) }
end

class LeaveRequestsController < ApplicationController
  def index
    from = params[:from].presence || Date.current.beginning_of_month
    to = params[:to].presence || Date.current.end_of_month
    @requests = current_team.leave_requests.overlapping(from, to).with_status(params[:status] || "approved")
  end
end
