# ruleid: python.reliability.mutable-default-argument
def add_item(item, items=None):
    """Adds an item to the cart."""
    if items is None:
        items = []
    items.append(item)
    return items


# ok: python.reliability.mutable-default-argument
def add_tag(tag, tags=None):
    if tags is None:
        tags = []
    tags.append(tag)
    return tags


class Cart:
    # ruleid: python.reliability.mutable-default-argument
    def merge(self, other: dict, seen: set = None) -> dict:
        if seen is None:
            seen = set()
        for key, value in other.items():
            seen.add(key)
            self.lines[key] = value
        return self.lines

    # ok: python.reliability.mutable-default-argument
    def totals(self, currency: str = "EUR", rounding: tuple = (2, "half-up")) -> dict:
        return {"currency": currency, "rounding": rounding}


# ruleid: python.reliability.mutable-default-argument
def fib(n: int, memo=None) -> int:
    if memo is None:
        memo = {}
    if n in memo:
        return memo[n]
    memo[n] = n if n < 2 else fib(n - 1) + fib(n - 2)
    return memo[n]


# ruleid: python.reliability.mutable-default-argument
def handlers(registry: dict = None) -> dict:
    if registry is None:
        registry = {}
    return registry


# ruleid: python.reliability.mutable-default-argument
def describe(tags=None):
    if tags is None:
        tags = []
    if tags is None:
        return "untagged"
    return ", ".join(tags)
