# rejected: a default dict used as a cache across calls (looked up and filled) is relied on, not a leak
# keeps: memo={}
def fib(n: int, memo={}) -> int:
    if n in memo:
        return memo[n]
    memo[n] = n if n < 2 else fib(n - 1) + fib(n - 2)
    return memo[n]


def handlers(registry: dict = {}) -> dict:
    return registry
