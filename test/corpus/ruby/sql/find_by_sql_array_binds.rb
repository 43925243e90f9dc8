# corpus: CWE-89 safe — find_by_sql receives an array, so the supplier code and date are bound to the ? placeholders.
# frozen_string_literal: true

class PurchaseOrder < ApplicationRecord
  def self.late_for_supplier(code, as_of)
    find_by_sql([<<~SQL, code, as_of])
      SELECT po.*
      FROM purchase_orders po
      JOIN suppliers s ON s.id = po.supplier_id
      WHERE s.code = ? AND po.expected_on < ? AND po.received_at IS NULL
      ORDER BY po.expected_on
    SQL
  end
end

class LatePurchaseOrdersController < ApplicationController
  def index
    @orders = PurchaseOrder.late_for_supplier(params[:supplier], params[:as_of] || Date.current)
  end
end
