# behaviour: removing breakpoints (alone in a block → pass, with their same-line import) changes nothing without a debugger
# safe-fixes: python.quality.debugger-statement
import sys

# No debugger is attached to this run: breakpoint() returns at once, as it does with PYTHONBREAKPOINT=0.
sys.breakpointhook = lambda *args, **kwargs: None


def discount_percent(code: str) -> int:
    if code not in ("SPRING", "VIP"):
        breakpoint()
    return 10 if code == "VIP" else 0


def explain(percent: int) -> str:
    if percent < 0:
        import pdb; pdb.set_trace()
    return f"{percent}% off"


def main() -> None:
    for code in ["VIP", "SPRING", "NONE"]:
        print(explain(discount_percent(code)))


main()
