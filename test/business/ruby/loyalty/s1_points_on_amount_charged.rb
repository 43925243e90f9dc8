# business: violation — points are based on amount_charged, which includes sales tax
# rule: points-on-pretax-amount
# context: Members earn one point per dollar. Points are calculated on what was spent excluding tax, after any promotions.
# expect: generic.business_logic.order-violation
require "bigdecimal"

module Loyalty
  Transaction = Struct.new(:member_id, :subtotal, :promotion, :tax, keyword_init: true) do
    def amount_charged
      subtotal - promotion + tax
    end
  end

  class PointsAccrual
    def initialize(ledger)
      @ledger = ledger
    end

    def accrue(txn)
      %i[subtotal promotion tax].each do |field|
        raise ArgumentError, "#{field} must not be negative" if txn.public_send(field).negative?
      end

      points = txn.amount_charged.floor # expect-line
      @ledger.credit(txn.member_id, points) if points.positive?
      points
    end
  end
end
