# business: obeys — the kiosk's percent is clamped to 0..25 before the tip is computed on services only, and the 80/20 split gives the stylist the remainder so no cent is lost
# rule: tip-max-percent
# context: Salon clients can add a tip of up to 25 percent when they check out at the kiosk. Tips are split between the stylist and the assistant, 80/20. Tips are never charged on retail products.
require "bigdecimal"

module Salon
  MAX_TIP_PERCENT = 25
  ASSISTANT_SHARE = BigDecimal("0.20")

  TipSplit = Struct.new(:tip_cents, :stylist_cents, :assistant_cents, keyword_init: true)

  class KioskTip
    def initialize(visit)
      @visit = visit
    end

    def apply(raw_percent)
      percent = Integer(raw_percent, exception: false).to_i.clamp(0, MAX_TIP_PERCENT)
      tip = (BigDecimal(services_cents) * percent / 100).round(0, :half_up).to_i
      assistant = (BigDecimal(tip) * ASSISTANT_SHARE).round(0, :half_up).to_i
      TipSplit.new(tip_cents: tip, stylist_cents: tip - assistant, assistant_cents: assistant)
    end

    private

    def services_cents
      @visit.items.reject(&:retail?).sum(&:price_cents)
    end
  end
end
