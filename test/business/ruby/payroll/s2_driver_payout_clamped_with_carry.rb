# business: obeys — the weekly payout is [earned - charges, 0].max and whatever the fares did not cover rolls over to next week
# rule: net-pay-non-negative
# context: Drivers are paid weekly: fares earned minus the vehicle lease and fuel card charges. A driver's payout is never less than $0; unpaid charges roll over to next week. Payouts are sent every Tuesday.
require "date"

module Payouts
  WeeklyStatement = Struct.new(:driver_id, :fares_cents, :lease_cents, :fuel_cents, :carried_cents, keyword_init: true)
  Payout = Struct.new(:driver_id, :amount_cents, :carry_forward_cents, :send_on, keyword_init: true)

  class WeeklyPayoutCalculator
    def call(statement, week_ending)
      charges = statement.lease_cents + statement.fuel_cents + statement.carried_cents
      earned = statement.fares_cents
      raise ArgumentError, "negative amounts on statement" if [earned, statement.lease_cents, statement.fuel_cents, statement.carried_cents].any?(&:negative?)

      Payout.new(
        driver_id: statement.driver_id,
        amount_cents: [earned - charges, 0].max,
        carry_forward_cents: [charges - earned, 0].max,
        send_on: next_tuesday(week_ending)
      )
    end

    private

    def next_tuesday(date)
      days = (2 - date.wday) % 7
      date + (days.zero? ? 7 : days)
    end
  end
end
