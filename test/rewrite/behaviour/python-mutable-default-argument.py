# behaviour: a list/set default becomes None and is created per call: the same results for calls that pass the value or call once
# safe-fixes: python.reliability.mutable-default-argument
def add_item(item, items=[]):
    """Adds an item to the cart."""
    items.append(item)
    return items


def keys_of(other: dict, seen: set = set()) -> list:
    for key in other:
        seen.add(key)
    return sorted(other)


def main() -> None:
    print(add_item("apple"))
    print(add_item("pear", ["plum"]))
    print(add_item("fig", []))
    print(keys_of({"b": 1, "a": 2}))
    print(keys_of({"c": 3}, set()))


main()
