# corpus: CWE-943 vulnerable — the raw JSON body is used as-is in the Mongo filter, so {"postcode": {"$ne": ""}} skips the postcode check and exposes any order.
import os
from typing import Any, Dict, Optional

from fastapi import Depends, FastAPI, HTTPException, Request
from pymongo import MongoClient
from pymongo.collection import Collection

app = FastAPI()

_client = MongoClient(os.environ.get("MONGO_URL", "mongodb://localhost:27017"))


def orders_collection() -> Collection:
    return _client["shop"]["orders"]


class GuestOrderRepository:
    def __init__(self, collection: Collection):
        self.collection = collection

    def find_for_guest(self, order_number: Any, postcode: Any) -> Optional[Dict[str, Any]]:
        criteria = {"order_number": order_number, "shipping.postcode": postcode}
        return self.collection.find_one(criteria, {"_id": 0, "payment": 0})


def get_repository(collection: Collection = Depends(orders_collection)) -> GuestOrderRepository:
    return GuestOrderRepository(collection)


@app.post("/guest/orders/lookup")
async def guest_lookup(request: Request, repo: GuestOrderRepository = Depends(get_repository)):
    payload = await request.json()
    order = repo.find_for_guest(payload.get("order_number"), payload.get("postcode"))
    if order is None:
        raise HTTPException(status_code=404, detail="order not found")
    return order
