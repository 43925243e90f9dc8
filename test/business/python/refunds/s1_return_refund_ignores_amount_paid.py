# business: violation — the refund for returned items is priced from the catalog and paid out without capping it at what the customer paid
# rule: refund-not-above-paid
# context: Returns are accepted within 30 days of delivery. Opened software cannot be returned. We never refund more than the customer paid for the order, even if the catalog price has gone up since.
# expect: generic.business_logic.comparison-unchecked
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import Dict, List

RETURN_WINDOW = timedelta(days=30)


@dataclass
class Order:
    id: str
    delivered_on: date
    amount_paid: Decimal
    refunded: Decimal


@dataclass
class ReturnedItem:
    sku: str
    quantity: int
    opened_software: bool = False


class ReturnsService:
    def __init__(self, catalog_prices: Dict[str, Decimal], payments):
        self.catalog_prices = catalog_prices
        self.payments = payments

    def refund_return(self, order: Order, items: List[ReturnedItem], today: date) -> Decimal:
        if today - order.delivered_on > RETURN_WINDOW:
            raise ValueError("return window has closed")
        amount = Decimal("0")
        for item in items:
            if item.quantity < 0:
                raise ValueError(f"negative quantity for {item.sku}")
            if item.opened_software:
                raise ValueError(f"{item.sku} is opened software")
            amount += self.catalog_prices[item.sku] * item.quantity
        self.payments.refund(order.id, amount)  # expect-line
        order.refunded += amount
        return amount
