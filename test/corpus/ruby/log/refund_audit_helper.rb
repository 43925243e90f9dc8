# corpus: CWE-117 vulnerable — the refund reason from the form passes through an audit helper that writes it to the log verbatim.
# frozen_string_literal: true

module AuditLogging
  def audit(action, detail)
    Rails.logger.info("[AUDIT] user=#{current_user.id} action=#{action} #{detail}")
  end
end

class Shop::RefundsController < ApplicationController
  include AuditLogging

  def create
    order = current_shop.orders.find(params[:order_id])
    refund = order.refunds.create!(amount_cents: params[:amount_cents].to_i, reason: params[:reason])
    audit("refund", "order=#{order.number} reason=#{refund.reason}")
    redirect_to shop_order_path(order), notice: "Refund issued"
  end
end
