# behaviour: == None / != None become is None / is not None: the same answers for ordinary values
# safe-fixes: python.reliability.none-comparison
# inputs: text (the name to greet)
import os
import sys


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
    given = sys.argv[1:]
    if given:
        for value in given:
            print(greeting(value), present([value, None]))
        return
    print(greeting(), greeting("ada"), greeting(""))
    print(shell())
    print(present([0, None, "", [], "x", None]))


main()
