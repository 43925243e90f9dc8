# corpus: CWE-89 vulnerable — the sort parameter is wrapped in Arel.sql, which disables Rails' column check, and used in reorder.
# frozen_string_literal: true

class SupportTicketsController < ApplicationController
  DEFAULT_SORT = "created_at DESC"

  def index
    tickets = current_team.tickets.includes(:requester).open
    tickets = tickets.reorder(Arel.sql(sort_clause))
    @tickets = tickets.page(params[:page])
  end

  private

  def sort_clause
    params[:sort].presence || DEFAULT_SORT
  end
end
