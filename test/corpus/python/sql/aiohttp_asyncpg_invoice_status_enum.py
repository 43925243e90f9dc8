# corpus: CWE-89 safe — the status is converted to an InvoiceStatus enum member before its value is formatted into the query; the customer id is a $1 parameter.
import os
from enum import Enum

import asyncpg
from aiohttp import web


class InvoiceStatus(str, Enum):
    DRAFT = "draft"
    SENT = "sent"
    PAID = "paid"
    VOID = "void"


class InvoiceRepository:
    def __init__(self, pool: asyncpg.Pool):
        self.pool = pool

    async def by_status(self, customer_id: int, status: InvoiceStatus):
        query = (
            "SELECT id, number, total, issued_at FROM invoices "
            f"WHERE status = '{status.value}' AND customer_id = $1 "
            "ORDER BY issued_at DESC LIMIT 100"
        )
        async with self.pool.acquire() as conn:
            return await conn.fetch(query, customer_id)


async def list_invoices(request: web.Request) -> web.Response:
    try:
        status = InvoiceStatus(request.query.get("status", "sent"))
    except ValueError:
        raise web.HTTPBadRequest(text="unknown status")
    customer_id = int(request.match_info["customer_id"])
    repo: InvoiceRepository = request.app["invoices"]
    rows = await repo.by_status(customer_id, status)
    return web.json_response(
        [{"id": r["id"], "number": r["number"], "total": str(r["total"])} for r in rows]
    )


async def on_startup(app: web.Application) -> None:
    pool = await asyncpg.create_pool(dsn=os.environ["BILLING_DSN"])
    app["invoices"] = InvoiceRepository(pool)


def build_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(on_startup)
    app.router.add_get(r"/customers/{customer_id:\d+}/invoices", list_invoices)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), port=8081)
