# corpus: CWE-943 safe — clean_filters() copies only allow-listed keys and casts each value to str or int, so no operator object from the body reaches TicketRepository.search's find().
from fastapi import Depends, FastAPI, HTTPException, Request
from pymongo import DESCENDING, MongoClient

app = FastAPI()
mongo = MongoClient("mongodb://mongo:27017")

ALLOWED_FILTERS = {"status": str, "assignee": str, "queue": str, "priority": int}


def clean_filters(raw: dict) -> dict:
    cleaned = {}
    for key, cast in ALLOWED_FILTERS.items():
        if raw.get(key) is not None:
            cleaned[key] = cast(raw[key])
    return cleaned


class TicketRepository:
    def __init__(self, db):
        self.tickets = db["tickets"]

    def search(self, tenant: str, filters: dict, limit: int) -> list[dict]:
        cursor = (
            self.tickets.find({**filters, "tenant": tenant}, {"_id": 0})
            .sort("updated_at", DESCENDING)
            .limit(limit)
        )
        return list(cursor)


def get_repo() -> TicketRepository:
    return TicketRepository(mongo["helpdesk"])


def current_tenant(request: Request) -> str:
    return request.state.tenant


@app.post("/tickets/search")
async def search_tickets(
    request: Request,
    repo: TicketRepository = Depends(get_repo),
    tenant: str = Depends(current_tenant),
):
    body = await request.json()
    try:
        filters = clean_filters(body.get("filters") or {})
        limit = min(int(body.get("limit", 50)), 200)
    except (TypeError, ValueError, AttributeError):
        raise HTTPException(status_code=422, detail="bad filter value")
    return {"tickets": repo.search(tenant, filters, limit)}
