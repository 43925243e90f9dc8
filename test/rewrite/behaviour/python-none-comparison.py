# behaviour: == None / != None become is None / is not None: the same answers for ordinary values
# safe-fixes: python.reliability.none-comparison
import os


def greeting(name: str = None) -> str:
    if name == None:
        return "hello"
    return f"hello {name}"


def shell() -> str:
    value = os.environ.get("NO_SUCH_VARIABLE_FOR_THIS_TEST")
    return "sh" if value==None else value


def present(values: list) -> list:
    return [v for v in values if v != None]


def main() -> None:
    print(greeting(), greeting("ada"), greeting(""))
    print(shell())
    print(present([0, None, "", [], "x", None]))


main()
