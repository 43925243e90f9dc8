# rejected: the program registers its own YAML tag, which safe_load would refuse in its ordinary documents
# keeps: yaml.load(text, Loader=yaml.FullLoader)
import yaml


class Money(yaml.YAMLObject):
    yaml_tag = "!money"

    def __init__(self, amount: str, currency: str) -> None:
        self.amount = amount
        self.currency = currency


def load_prices(text: str) -> dict:
    return yaml.load(text, Loader=yaml.FullLoader)
