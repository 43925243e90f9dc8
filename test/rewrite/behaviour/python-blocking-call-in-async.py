# behaviour: time.sleep in an async def becomes await asyncio.sleep: the same pauses, results and order for one task
# safe-fixes: python.performance.blocking-call-in-async
import asyncio
import time


async def fetch_with_retry(attempts: list) -> str:
    for index, ok in enumerate(attempts):
        if ok:
            return f"succeeded on attempt {index + 1}"
        time.sleep(0.01)
    return "gave up"


async def main() -> None:
    started = time.monotonic()
    print(await fetch_with_retry([False, False, True]))
    print(await fetch_with_retry([False]))
    print(await fetch_with_retry([]))
    print("paused", time.monotonic() - started >= 0.03)


asyncio.run(main())
