import asyncpg
from fastapi import Depends, FastAPI, Header, Query
from sqlalchemy import create_engine
from sqlalchemy.engine import Connection

app = FastAPI()
engine = create_engine("postgresql+psycopg2://app@db/saas")


class ArticleSearch:
    def __init__(self, pool: asyncpg.Pool):
        self._pool = pool

    def _condition(self, tag: str) -> str:
        return f"t.slug = '{tag}'"

    async def by_tag(self, tag: str, limit: int):
        async with self._pool.acquire() as conn:
            # ruleid: python.security.sql-injection
            return await conn.fetch(f"SELECT a.id FROM articles a JOIN tags t ON t.id = a.tag_id WHERE {self._condition(tag)} LIMIT $1", limit)

    async def by_author(self, author: str):
        async with self._pool.acquire() as conn:
            # ok: python.security.sql-injection
            return await conn.fetch("SELECT id FROM articles WHERE author = $1", author)


class TenantScope:
    def __init__(self, conn: Connection, tenant: str):
        self.conn = conn
        self.schema = f"tenant_{tenant}"

    def activate(self):
        # ruleid: python.security.sql-injection
        self.conn.exec_driver_sql(f"SET search_path TO {self.schema}, public")


async def get_search() -> ArticleSearch:
    return ArticleSearch(app.state.pool)


def get_scope(x_tenant: str = Header(...)):
    with engine.connect() as conn:
        scope = TenantScope(conn, x_tenant)
        scope.activate()
        yield scope


@app.get("/articles")
async def list_articles(tag: str = Query(..., max_length=64), author: str = "", search: ArticleSearch = Depends(get_search)):
    return await search.by_tag(tag, 20) + await search.by_author(author)
