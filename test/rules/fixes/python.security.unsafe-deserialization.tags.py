import yaml


class Money(yaml.YAMLObject):
    yaml_tag = "!money"

    def __init__(self, amount: str, currency: str) -> None:
        self.amount = amount
        self.currency = currency


def load_prices(text: str) -> dict:
    # ruleid: python.security.unsafe-deserialization@low
    return yaml.safe_load(text)
