# business: violation — the free-shipping test compares the total with tax added against the $75 threshold, although tax must not count toward it
# rule: free-shipping-threshold
# context: Standard shipping is free when the merchandise subtotal is at least $75 after discounts; tax is not counted toward the threshold. Express shipping is never free. Orders leave the warehouse within two business days.
# expect: generic.business_logic.order-violation
from decimal import Decimal, ROUND_HALF_UP
from typing import List, Literal

from fastapi import APIRouter
from pydantic import BaseModel, Field

router = APIRouter()

CENT = Decimal("0.01")
FREE_SHIPPING_MIN = Decimal("75.00")
RATES = {"standard": Decimal("6.95"), "express": Decimal("19.95")}


class QuoteLine(BaseModel):
    sku: str
    quantity: int = Field(ge=1)
    unit_price: Decimal = Field(ge=0)


class QuoteRequest(BaseModel):
    lines: List[QuoteLine]
    discount: Decimal = Field(default=Decimal("0"), ge=0)
    tax_rate: Decimal = Field(ge=0, le=Decimal("0.2"))
    method: Literal["standard", "express"] = "standard"


class Quote(BaseModel):
    merchandise: Decimal
    tax: Decimal
    shipping: Decimal
    total: Decimal


@router.post("/quotes", response_model=Quote)
def quote(req: QuoteRequest) -> Quote:
    merchandise = sum((line.unit_price * line.quantity for line in req.lines), Decimal("0"))
    discounted = max(Decimal("0"), merchandise - req.discount)
    tax = (discounted * req.tax_rate).quantize(CENT, rounding=ROUND_HALF_UP)
    order_total = discounted + tax
    free = req.method == "standard" and order_total >= FREE_SHIPPING_MIN  # expect-line
    shipping = Decimal("0") if free else RATES[req.method]
    return Quote(merchandise=discounted, tax=tax, shipping=shipping, total=order_total + shipping)
