# business: obeys — the credit for unused days is kept as an unrounded BigDecimal and rounded half up to cents once, on the final amount
# rule: round-half-up-at-end
# context: When a plan is cancelled mid-term we credit the unused days. Keep full precision while computing and round the final credit once, half up to the cent. Credits are applied to the next invoice.
require "bigdecimal"
require "date"

module Billing
  class CancellationCredit
    def initialize(price_cents:, term_start:, term_end:)
      raise ArgumentError, "term must end after it starts" unless term_end > term_start

      @price_cents = BigDecimal(price_cents)
      @term_start = term_start
      @term_end = term_end
    end

    def credit_cents(cancelled_on)
      return 0 if cancelled_on >= @term_end

      term_days = BigDecimal((@term_end - @term_start).to_i)
      unused_days = BigDecimal((@term_end - [cancelled_on, @term_start].max).to_i)
      exact = @price_cents * unused_days / term_days
      exact.round(0, :half_up).to_i
    end
  end
end
