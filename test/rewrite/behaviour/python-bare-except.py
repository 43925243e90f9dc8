# behaviour: except: → except Exception: handles the same errors for ordinary input
# safe-fixes: python.reliability.bare-except
import json


def parse_port(text):
    try:
        return int(text)
    except:
        return None


def load(text: str) -> dict:
    try:
        return json.loads(text)
    except:
        return {}


def main() -> None:
    for text in ["8080", "http", None, "12.5"]:
        print(repr(text), parse_port(text))
    print(load('{"a": 1}'), load("not json"), load(""))


main()
