"""Checkout totals. Business rule: the discount applies before tax."""

TAX_RATE = 0.2


def checkout_total(subtotal_cents: int, discount_rate: float) -> int:
    total = subtotal_cents * (1 + TAX_RATE)
    total = total * (1 - discount_rate)
    return round(total)
