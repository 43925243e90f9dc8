# business: obeys — MAX_TRANSFER_CENTS is 1_000_000 (= $10,000) and amounts above it are rejected; the 30 s timeout and fee are unrelated
# rule: transfer-max-amount
# context: Transfers are capped at 10,000 dollars apiece. External transfers carry a flat $2.50 fee.
module Transfers
  MAX_TRANSFER_CENTS = 1_000_000
  EXTERNAL_FEE_CENTS = 250
  BANK_API_TIMEOUT_MS = 30_000

  class LimitExceeded < StandardError; end

  class ExternalTransfer
    def initialize(bank_client:, accounts:)
      @bank_client = bank_client
      @accounts = accounts
    end

    def call(account_id:, routing:, account_number:, amount_cents:)
      raise ArgumentError, "amount must be a positive integer" unless amount_cents.is_a?(Integer) && amount_cents.positive?
      raise LimitExceeded, "transfers are limited to $10,000" if amount_cents > MAX_TRANSFER_CENTS

      account = @accounts.find(account_id)
      total = amount_cents + EXTERNAL_FEE_CENTS
      raise LimitExceeded, "insufficient funds" if total > account.available_cents

      @bank_client.send_ach(routing, account_number, amount_cents, timeout_ms: BANK_API_TIMEOUT_MS)
      account.debit!(total)
    end
  end
end
