# corpus: CWE-89 safe — the only request value in the f-string SQL is order_id, which FastAPI has already converted to int; the carrier string is only compared in Python.
from typing import Optional

from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import text
from sqlalchemy.orm import Session

from .db import SessionLocal

app = FastAPI()


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


class ShipmentService:
    def __init__(self, db: Session):
        self.db = db

    def _order_filter(self, order_id: int) -> str:
        return f"s.order_id = {order_id}"

    def tracking(self, order_id: int):
        sql = (
            "SELECT s.carrier, s.tracking_number, s.status, s.updated_at "
            "FROM shipments s "
            f"WHERE {self._order_filter(order_id)} ORDER BY s.updated_at DESC"
        )
        return self.db.execute(text(sql)).mappings().all()


def get_service(db: Session = Depends(get_db)) -> ShipmentService:
    return ShipmentService(db)


@app.get("/orders/{order_id}/shipments")
def order_shipments(
    order_id: int,
    carrier: Optional[str] = None,
    service: ShipmentService = Depends(get_service),
):
    rows = service.tracking(order_id)
    if not rows:
        raise HTTPException(status_code=404, detail="no shipments for this order")
    if carrier:
        rows = [r for r in rows if r["carrier"] == carrier]
    return {"order_id": order_id, "shipments": [dict(r) for r in rows]}
