# rejected: removing a breakpoint whose only neighbour is its import must not leave an empty function body
# lacks: set_trace
# keeps: pass
def inspect(order) -> None:
    import pdb
    pdb.set_trace()


def total(order) -> int:
    return order
