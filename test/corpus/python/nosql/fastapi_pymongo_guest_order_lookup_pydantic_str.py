# corpus: CWE-943 safe — the body is parsed into a pydantic model whose fields are patterned strings, so no operator object can reach the Mongo filter.
import os
from typing import Any, Dict, Optional

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field
from pymongo import MongoClient
from pymongo.collection import Collection

app = FastAPI()

_client = MongoClient(os.environ.get("MONGO_URL", "mongodb://localhost:27017"))


def orders_collection() -> Collection:
    return _client["shop"]["orders"]


class GuestLookup(BaseModel):
    order_number: str = Field(pattern=r"^SO-[0-9]{8}$")
    postcode: str = Field(min_length=3, max_length=10, pattern=r"^[A-Za-z0-9 ]+$")


class GuestOrderRepository:
    def __init__(self, collection: Collection):
        self.collection = collection

    def find_for_guest(self, order_number: str, postcode: str) -> Optional[Dict[str, Any]]:
        criteria = {"order_number": order_number, "shipping.postcode": postcode}
        return self.collection.find_one(criteria, {"_id": 0, "payment": 0})


def get_repository(collection: Collection = Depends(orders_collection)) -> GuestOrderRepository:
    return GuestOrderRepository(collection)


@app.post("/guest/orders/lookup")
async def guest_lookup(body: GuestLookup, repo: GuestOrderRepository = Depends(get_repository)):
    order = repo.find_for_guest(body.order_number, body.postcode.upper())
    if order is None:
        raise HTTPException(status_code=404, detail="order not found")
    return order
