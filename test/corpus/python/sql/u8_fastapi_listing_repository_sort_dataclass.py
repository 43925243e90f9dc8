# corpus: CWE-89 vulnerable — the sort and direction query parameters ride in a ListingQuery dataclass into ListingRepository, which splices them into the ORDER BY clause of a text() statement.
from dataclasses import dataclass
from typing import Iterator

from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg2://shop@db/shop", pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, autoflush=False)

app = FastAPI()


def get_session() -> Iterator[Session]:
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


@dataclass(frozen=True)
class ListingQuery:
    category: str
    sort: str = "created_at"
    direction: str = "desc"
    page: int = 1
    per_page: int = 25

    @property
    def offset(self) -> int:
        return (self.page - 1) * self.per_page


def listing_query(
    category: str,
    sort: str = Query("created_at"),
    direction: str = Query("desc"),
    page: int = Query(1, ge=1),
    per_page: int = Query(25, ge=1, le=100),
) -> ListingQuery:
    return ListingQuery(category=category, sort=sort, direction=direction, page=page, per_page=per_page)


class ListingRepository:
    def __init__(self, session: Session):
        self.session = session

    def page(self, query: ListingQuery) -> list[dict]:
        statement = text(
            "SELECT id, title, price_cents, created_at FROM listings "
            "WHERE category = :category AND archived = false "
            f"ORDER BY {query.sort} {query.direction} "
            "LIMIT :limit OFFSET :offset"
        )
        rows = self.session.execute(
            statement,
            {"category": query.category, "limit": query.per_page, "offset": query.offset},
        )
        return [dict(row._mapping) for row in rows]


def get_repository(session: Session = Depends(get_session)) -> ListingRepository:
    return ListingRepository(session)


@app.get("/categories/{category}/listings")
def listings(
    query: ListingQuery = Depends(listing_query),
    repo: ListingRepository = Depends(get_repository),
):
    return {"page": query.page, "items": repo.page(query)}
