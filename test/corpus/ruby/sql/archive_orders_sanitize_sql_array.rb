# corpus: CWE-89 safe — the statement is built with sanitize_sql_array, which quotes the cutoff and status before execute.
# frozen_string_literal: true

class OrderArchiver
  ARCHIVABLE = %w[delivered refunded].freeze

  def initialize(store, cutoff:, status:)
    @store = store
    @cutoff = cutoff
    @status = status
  end

  def call
    sql = ActiveRecord::Base.sanitize_sql_array([
      "UPDATE orders SET archived = TRUE WHERE store_id = ? AND placed_at < ? AND status = ?",
      @store.id, @cutoff, @status
    ])
    ActiveRecord::Base.connection.execute(sql)
  end
end

class Admin::ArchivesController < ApplicationController
  def create
    OrderArchiver.new(current_store, cutoff: params[:before], status: params[:status]).call
    redirect_to admin_orders_path, notice: "Archive job finished"
  end
end
