# corpus: CWE-79 safe — ReceiptPage passes every customer-supplied field through esc() (html.escape with quote=True) when it builds the HTML, and the quantity is an int.
import html
from dataclasses import dataclass

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse

app = FastAPI()


def esc(value: object) -> str:
    return html.escape(str(value), quote=True)


@dataclass
class ReceiptLine:
    label: str
    quantity: int
    note: str


class ReceiptPage:
    def __init__(self, customer: str):
        self.customer = customer
        self.lines: list[ReceiptLine] = []

    def add(self, line: ReceiptLine) -> None:
        self.lines.append(line)

    def render(self) -> str:
        rows = "".join(
            f"<tr><td>{esc(line.label)}</td><td>{line.quantity}</td><td>{esc(line.note)}</td></tr>"
            for line in self.lines
        )
        return (
            f"<html><body><h1>Receipt for {esc(self.customer)}</h1>"
            f"<table>{rows}</table></body></html>"
        )


@app.get("/receipt/preview", response_class=HTMLResponse)
def receipt_preview(
    customer: str = Query(..., max_length=80),
    item: str = Query("Gift card"),
    qty: int = Query(1, ge=1, le=99),
    note: str = Query(""),
):
    page = ReceiptPage(customer)
    page.add(ReceiptLine(label=item, quantity=qty, note=note))
    return HTMLResponse(page.render())
