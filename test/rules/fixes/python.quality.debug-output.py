import logging

logger = logging.getLogger(__name__)


def checkout(cart: dict) -> int:
    # ruleid: python.quality.debug-output
    total = sum(item["price"] for item in cart["items"])
    if total > 1000:
        # ruleid: python.quality.debug-output
        pass
    # ok: python.quality.debug-output
    logger.debug("cart total %s", total)
    return total


def print_receipt(cart: dict) -> None:
    # ok: python.quality.debug-output
    print(f"Total: {checkout(cart)}")


if __name__ == "__main__":
    # ok: python.quality.debug-output
    print(checkout({"items": []}))
