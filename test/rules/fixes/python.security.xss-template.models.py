from typing import List

from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from pydantic import BaseModel

app = FastAPI()
CATALOGUE = {"MUG-01": "Enamel mug", "TEE-02": "Organic cotton tee"}


class CartLine(BaseModel):
    sku: str
    quantity: int
    note: str = ""


def row(line: CartLine) -> str:
    return f"<tr><td>{CATALOGUE.get(line.sku, 'unknown')}</td><td>{line.quantity}</td></tr>"


@app.post("/cart/summary")
def cart_summary(lines: List[CartLine]):
    # ok: python.security.xss-template
    return HTMLResponse("<table>" + "".join(row(line) for line in lines) + "</table>")


@app.post("/cart/notes")
def cart_notes(lines: List[CartLine]):
    # ruleid: python.security.xss-template
    return HTMLResponse("".join(f"<p>{line.note}</p>" for line in lines))


@app.post("/cart/line")
def cart_line(line: CartLine):
    # ok: python.security.xss-template
    return HTMLResponse(f"<p>{line.quantity} x {CATALOGUE.get(line.sku, 'unknown')}</p>")
