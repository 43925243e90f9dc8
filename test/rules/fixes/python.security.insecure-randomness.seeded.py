import random
import secrets

random.seed(1234)


def demo_token() -> str:
    # ruleid: python.security.insecure-randomness
    token = "%06d" % (1 + secrets.randbelow(999999))
    return token


def shuffle_deck(cards: list) -> list:
    # ok: python.security.insecure-randomness
    random.shuffle(cards)
    return cards
