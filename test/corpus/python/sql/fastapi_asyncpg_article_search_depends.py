# corpus: CWE-89 vulnerable — the tag query parameter reaches conn.fetch through ArticleSearch.by_tag, whose _tag_condition helper formats it into the SQL text.
import asyncpg
from fastapi import Depends, FastAPI, Query

app = FastAPI()
DSN = "postgresql://blog@db:5432/blog"


class ArticleSearch:
    def __init__(self, pool: asyncpg.Pool):
        self._pool = pool

    def _tag_condition(self, tag: str) -> str:
        return f"t.slug = '{tag.lower().strip()}'"

    async def by_tag(self, tag: str, limit: int):
        query = (
            "SELECT a.id, a.title, a.published_at FROM articles a "
            "JOIN article_tags at ON at.article_id = a.id "
            "JOIN tags t ON t.id = at.tag_id "
            f"WHERE {self._tag_condition(tag)} AND a.is_published "
            "ORDER BY a.published_at DESC LIMIT $1"
        )
        async with self._pool.acquire() as conn:
            return await conn.fetch(query, limit)


@app.on_event("startup")
async def open_pool():
    app.state.pool = await asyncpg.create_pool(DSN, min_size=1, max_size=5)


@app.on_event("shutdown")
async def close_pool():
    await app.state.pool.close()


async def get_search() -> ArticleSearch:
    return ArticleSearch(app.state.pool)


@app.get("/articles")
async def list_articles(
    tag: str = Query(..., max_length=64),
    limit: int = Query(20, ge=1, le=100),
    search: ArticleSearch = Depends(get_search),
):
    rows = await search.by_tag(tag, limit)
    return [
        {"id": r["id"], "title": r["title"], "published_at": r["published_at"].isoformat()}
        for r in rows
    ]
