import asyncio


async def save_audit(entry: str) -> None:
    await asyncio.sleep(0)


def format_entry(entry: str) -> str:
    return entry.strip()


class Worker:
    async def flush(self) -> None:
        await asyncio.sleep(0)

    def stop(self) -> None:
        self.running = False

    async def run(self, entry: str) -> None:
        # ruleid: python.reliability.missing-await
        await self.flush()
        # ok: python.reliability.missing-await
        self.stop()


async def handle(entry: str) -> str:
    # ruleid: python.reliability.missing-await
    await save_audit(entry)
    # ok: python.reliability.missing-await
    await save_audit(entry)
    # ok: python.reliability.missing-await
    format_entry(entry)
    # ruleid: python.reliability.missing-await
    await asyncio.sleep(0.5)
    return entry
