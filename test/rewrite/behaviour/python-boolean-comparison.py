# behaviour: == True / == False on values known to be bools becomes a plain test: the same answers
# safe-fixes: python.quality.boolean-comparison
# inputs: text (a flag name)
import sys


def is_enabled(flags: dict, name: str, strict: bool) -> bool:
    if strict == True:
        return name in flags
    enabled = name.startswith("feature_") or name in flags
    return enabled != False


def accepts(value) -> bool:
    return isinstance(value, bool) and value == True


def main() -> None:
    flags = {"beta": 1}
    if len(sys.argv) > 1:
        for name in sys.argv[1:]:
            print(is_enabled(flags, name, True), is_enabled(flags, name, False), accepts(name))
        return
    for name in ["beta", "feature_x", "other"]:
        print(name, is_enabled(flags, name, True), is_enabled(flags, name, False))
    for value in [True, False, 1, "yes", None]:
        print(repr(value), accepts(value))


main()
