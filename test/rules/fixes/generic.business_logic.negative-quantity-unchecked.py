class Inventory:
    def __init__(self) -> None:
        self.stock: dict[str, int] = {}

    def reserve(self, sku: str, quantity: int) -> int:
        # ruleid: generic.business_logic.negative-quantity-unchecked
        if quantity < 0:
            raise ValueError("quantity must not be negative")
        self.stock[sku] = self.stock[sku] - quantity
        return self.stock[sku]

    def reserve_checked(self, sku: str, quantity: int) -> int:
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        # ok: generic.business_logic.negative-quantity-unchecked
        self.stock[sku] = self.stock[sku] - quantity
        return self.stock[sku]

    def _restock(self, sku: str, quantity: int) -> None:
        # ok: generic.business_logic.negative-quantity-unchecked
        self.stock[sku] += quantity


class Account:
    def __init__(self, balance_cents: int) -> None:
        self.balance_cents = balance_cents

    def withdraw(self, amount: int) -> None:
        if amount < 0:
            raise ValueError("amount must not be negative")
        if amount > self.balance_cents:
            raise ValueError("insufficient funds")
        # ruleid: generic.business_logic.negative-quantity-unchecked
        self.balance_cents -= amount


def line_total(unit_price_cents: int, qty: int) -> int:
    # ruleid: generic.business_logic.negative-quantity-unchecked
    if qty < 0:
        raise ValueError("qty must not be negative")
    return unit_price_cents * qty


def pages_needed(qty: int, per_page: int) -> int:
    # ok: generic.business_logic.negative-quantity-unchecked
    return qty // per_page + 1
