# rejected: await inside a generator expression would make it an async generator that sum() cannot consume
# keeps-all: sum(time.sleep(0.01) or 1 for _ in items)
import time


async def throttle(items: list) -> int:
    return sum(time.sleep(0.01) or 1 for _ in items)
