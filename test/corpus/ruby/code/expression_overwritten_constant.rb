# corpus: CWE-95 safe — the expression read from the request is overwritten with a constant before eval runs.
# frozen_string_literal: true

class LateFeePolicy
  DEFAULT_RULE = "days_late * 0.5"

  def self.fee(days_late, rule)
    rule = DEFAULT_RULE
    eval(rule).clamp(0, 25)
  end
end

class Library::LoansController < ApplicationController
  def fee
    loan = current_member.loans.find(params[:id])
    render json: { fee: LateFeePolicy.fee(loan.days_late, params[:rule]) }
  end
end
