# corpus: CWE-117 safe — the correlation id header is parsed with uuid.UUID before it is logged.
import logging
import uuid

from fastapi import FastAPI, Header

app = FastAPI()
logger = logging.getLogger("api")


@app.get("/orders")
def list_orders(x_request_id: str = Header(default="")):
    try:
        request_id = uuid.UUID(x_request_id)
    except ValueError:
        request_id = uuid.uuid4()
    logger.info("listing orders request_id=%s", request_id)
    return {"request_id": str(request_id), "orders": []}
