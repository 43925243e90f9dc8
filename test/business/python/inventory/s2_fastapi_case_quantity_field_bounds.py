# business: obeys — the pydantic model constrains quantity to 1..50 cases (ge/le), so no line outside the range reaches the order
# rule: line-quantity-range
# context: Wholesale customers order by the case. Each line must be between 1 and 50 cases; larger orders go through a sales rep. Prices are per case, in cents.
from typing import Annotated, List

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel, Field

router = APIRouter(prefix="/wholesale")

MIN_CASES = 1
MAX_CASES = 50


class OrderLineIn(BaseModel):
    sku: str
    cases: Annotated[int, Field(ge=MIN_CASES, le=MAX_CASES)]


class OrderIn(BaseModel):
    account_id: str
    lines: Annotated[List[OrderLineIn], Field(min_length=1)]


class OrderLineOut(BaseModel):
    sku: str
    cases: int
    case_price_cents: int
    line_total_cents: int


CASE_PRICES_CENTS = {"OLIVE-OIL-6": 5400, "TOMATO-24": 3150, "PASTA-20": 2800}


@router.post("/orders", response_model=List[OrderLineOut])
def place_order(order: OrderIn) -> List[OrderLineOut]:
    lines: List[OrderLineOut] = []
    for line in order.lines:
        price = CASE_PRICES_CENTS.get(line.sku)
        if price is None:
            raise HTTPException(status_code=422, detail=f"unknown sku {line.sku}")
        lines.append(
            OrderLineOut(sku=line.sku, cases=line.cases, case_price_cents=price, line_total_cents=price * line.cases)
        )
    return lines
