import asyncio
import time

import requests


async def poll(url: str) -> int:
    # ruleid: python.performance.blocking-call-in-async
    await asyncio.sleep(1)
    # ruleid: python.performance.blocking-call-in-async
    response = requests.get(url, timeout=5)
    # ok: python.performance.blocking-call-in-async
    await asyncio.sleep(1)
    return response.status_code


async def load_template(path: str) -> str:
    # ruleid: python.performance.blocking-call-in-async
    text = open(path, encoding="utf-8").read()
    # ok: python.performance.blocking-call-in-async
    cached = await asyncio.to_thread(lambda: time.sleep(0.1))
    return text + str(cached)


def wait_sync() -> None:
    # ok: python.performance.blocking-call-in-async
    time.sleep(1)


async def throttle(items: list) -> int:
    # ruleid: python.performance.blocking-call-in-async
    return sum(time.sleep(0.01) or 1 for _ in items)


async def wait_with(time) -> None:
    # ok: python.performance.blocking-call-in-async
    time.sleep(1)
