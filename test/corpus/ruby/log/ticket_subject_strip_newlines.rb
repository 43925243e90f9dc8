# corpus: CWE-117 safe — CR and LF are removed from the subject by a helper before it is logged.
# frozen_string_literal: true

module LogSafe
  def self.single_line(value, max: 200)
    value.to_s.gsub(/[\r\n]+/, " ").slice(0, max)
  end
end

class Helpdesk::TicketsController < ApplicationController
  def create
    ticket = current_customer.tickets.create!(ticket_params)
    Rails.logger.info("ticket #{ticket.id} opened: #{LogSafe.single_line(ticket_params[:subject])}")
    redirect_to helpdesk_ticket_path(ticket)
  end

  def reopen
    ticket = current_customer.tickets.find(params[:id])
    ticket.reopen!(reason: params[:reason])
    Rails.logger.info("ticket #{ticket.id} reopened: #{LogSafe.single_line(params[:reason], max: 80)}")
    redirect_to helpdesk_ticket_path(ticket)
  end

  private

  def ticket_params
    params.require(:ticket).permit(:subject, :body, :priority)
  end
end
