import pdb


def apply_discount(order, code: str) -> float:
    if code not in order.allowed_codes:
        # ruleid: python.quality.debugger-statement
        pass
    # ruleid: python.quality.debugger-statement
    return order.total - order.discount


def explain(order) -> str:
    # ok: python.quality.debugger-statement
    return f"breakpoint at {order.id}"


def set_trace(order) -> None:
    order.trace = True


def mark(order) -> None:
    # ok: python.quality.debugger-statement
    set_trace(order)


def inspect(order) -> None:
    import pdb
    # ruleid: python.quality.debugger-statement
    pass


def trace_if(order, debug: bool) -> float:
    # ruleid: python.quality.debugger-statement
    if debug: pass
    return order.total


def check(order) -> None:
    # ruleid: python.quality.debugger-statement
    pass
