# context: The quantity of an order line is never negative. A rating is between 1 and 5.
def line_total(unit_price_cents: int, quantity: int) -> int:
    # ruleid: generic.business_logic.bound-unchecked
    if quantity < 0:
        raise ValueError("quantity must not be negative")
    return unit_price_cents * quantity


def line_total_checked(unit_price_cents: int, quantity: int) -> int:
    if quantity < 0:
        raise ValueError("quantity must not be negative")
    # ok: generic.business_logic.bound-unchecked
    return unit_price_cents * quantity


def line_total_clamped(unit_price_cents: int, quantity: int) -> int:
    quantity = max(0, quantity)
    # ok: generic.business_logic.bound-unchecked
    return unit_price_cents * quantity


def _line_total(unit_price_cents: int, quantity: int) -> int:
    # ok: generic.business_logic.bound-unchecked
    return unit_price_cents * quantity


class Review:
    def __init__(self, product_id: str, rating: int) -> None:
        """A customer's review of one product."""
        if rating < 1 or rating > 5:
            raise ValueError("rating must be between 1 and 5")
        self.product_id = product_id
        # ruleid: generic.business_logic.bound-unchecked
        self.rating = rating


class CheckedReview:
    def __init__(self, product_id: str, rating: int) -> None:
        if not 1 <= rating <= 5:
            raise ValueError("rating must be between 1 and 5")
        self.product_id = product_id
        # ok: generic.business_logic.bound-unchecked
        self.rating = rating


def average_rating(ratings_total: int, review_count: int) -> float:
    # ok: generic.business_logic.bound-unchecked
    return ratings_total / review_count
