# corpus: CWE-79 safe — the HTML shows the integer quantity and the product name from the server-side catalogue; the free-text gift message is stored but never written to the page.
from typing import List

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import HTMLResponse
from pydantic import BaseModel

app = FastAPI()

CATALOGUE = {
    "MUG-01": ("Enamel mug", 1450),
    "TEE-02": ("Organic cotton tee", 2400),
    "CAP-03": ("Canvas cap", 1900),
}


class CartLine(BaseModel):
    sku: str
    quantity: int
    gift_message: str = ""


class CartSummary:
    def __init__(self):
        self.saved_messages = []

    def _row(self, line: CartLine) -> str:
        if line.sku not in CATALOGUE:
            raise HTTPException(status_code=404, detail="unknown product")
        name, cents = CATALOGUE[line.sku]
        self.saved_messages.append(line.gift_message)
        return f"<tr><td>{name}</td><td>{line.quantity}</td><td>{cents * line.quantity / 100:.2f}</td></tr>"

    def render(self, lines: List[CartLine]) -> str:
        rows = "".join(self._row(line) for line in lines)
        total = sum(CATALOGUE[l.sku][1] * l.quantity for l in lines) / 100
        return (
            "<table class='cart'><thead><tr><th>Item</th><th>Qty</th><th>Price</th></tr></thead>"
            f"<tbody>{rows}</tbody><tfoot><tr><td colspan='2'>Total</td><td>{total:.2f}</td></tr></tfoot></table>"
        )


def get_summary() -> CartSummary:
    return CartSummary()


@app.post("/cart/summary", response_class=HTMLResponse)
def cart_summary(lines: List[CartLine], summary: CartSummary = Depends(get_summary)):
    return HTMLResponse(summary.render(lines))
