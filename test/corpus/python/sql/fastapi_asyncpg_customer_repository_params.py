# corpus: CWE-89 safe — CustomerRepository sends the search term and limit as $1/$2 parameters and takes the ORDER BY column from a fixed mapping.
import asyncpg
from fastapi import Depends, FastAPI, Request

app = FastAPI()

SORT_COLUMNS = {"name": "c.full_name", "signup": "c.created_at", "spend": "total_spent"}


class CustomerRepository:
    def __init__(self, conn: asyncpg.Connection):
        self.conn = conn

    def _order_by(self, sort: str) -> str:
        column = SORT_COLUMNS.get(sort, "c.created_at")
        return f"ORDER BY {column} DESC"

    async def search(self, term: str, sort: str, limit: int):
        sql = (
            "SELECT c.id, c.full_name, c.email, COALESCE(SUM(o.total), 0) AS total_spent "
            "FROM customers c LEFT JOIN orders o ON o.customer_id = c.id "
            "WHERE c.full_name ILIKE $1 OR c.email ILIKE $1 "
            "GROUP BY c.id "
            f"{self._order_by(sort)} LIMIT $2"
        )
        return await self.conn.fetch(sql, f"%{term}%", limit)

    async def count(self, term: str) -> int:
        return await self.conn.fetchval(
            "SELECT COUNT(*) FROM customers WHERE full_name ILIKE $1 OR email ILIKE $1",
            f"%{term}%",
        )


async def get_repository(request: Request):
    conn = await asyncpg.connect(request.app.state.dsn)
    try:
        yield CustomerRepository(conn)
    finally:
        await conn.close()


@app.get("/admin/customers")
async def customers(
    q: str = "",
    sort: str = "signup",
    limit: int = 50,
    repo: CustomerRepository = Depends(get_repository),
):
    rows = await repo.search(q, sort, min(limit, 200))
    total = await repo.count(q)
    return {"total": total, "results": [dict(r) for r in rows]}
