# behaviour: guards for quantities, percentages and documented bounds change nothing for the values the rules allow
# safe-fixes: generic.business_logic.negative-quantity-unchecked, generic.business_logic.unbounded-percentage, generic.business_logic.bound-unchecked
# context: A rating is between 1 and 5.
def line_total(unit_price_cents: int, quantity: int) -> int:
    return unit_price_cents * quantity


def discounted(price_cents: int, discount_percent: int) -> int:
    return price_cents * (100 - discount_percent) // 100


class Review:
    def __init__(self, product_id: str, rating: int) -> None:
        """A customer's review of one product."""
        self.product_id = product_id
        self.rating = rating


def main() -> None:
    for price, quantity in [(250, 0), (250, 3), (999, 12)]:
        print(line_total(price, quantity))
    for price, percent in [(1000, 0), (1000, 15), (1000, 100)]:
        print(discounted(price, percent))
    for rating in (1, 3, 5):
        print(Review("sku-1", rating).rating)


main()
