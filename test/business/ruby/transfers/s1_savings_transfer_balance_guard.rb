# business: obeys — the transfer raises InsufficientFunds before debiting when the amount is above the source balance
# rule: withdrawal-not-above-balance
# context: Moving money from savings to checking: the amount must not be larger than the savings balance. Transfers post instantly between our own accounts.
module Transfers
  class InsufficientFunds < StandardError; end

  Account = Struct.new(:id, :balance_cents, keyword_init: true)

  class InternalTransfer
    def initialize(ledger)
      @ledger = ledger
    end

    def call(from:, to:, amount_cents:)
      raise ArgumentError, "amount must be a positive integer" unless amount_cents.is_a?(Integer) && amount_cents.positive?
      raise ArgumentError, "cannot transfer to the same account" if from.id == to.id
      if amount_cents > from.balance_cents
        raise InsufficientFunds, "balance #{from.balance_cents} is below #{amount_cents}"
      end

      @ledger.transaction do
        from.balance_cents -= amount_cents
        to.balance_cents += amount_cents
        @ledger.post(from: from.id, to: to.id, amount_cents: amount_cents)
      end
      from.balance_cents
    end
  end
end
