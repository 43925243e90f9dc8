# corpus: CWE-22 safe — the PDF path is built from invoice_id, which FastAPI validates as an int, and the caller's numeric account id, not from any free-text input.
from pathlib import Path

from fastapi import Depends, FastAPI, Header, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
INVOICE_ROOT = Path("/srv/billing/invoices")


class Account:
    def __init__(self, account_id: int, email: str):
        self.account_id = account_id
        self.email = email


class InvoiceFiles:
    def __init__(self, root: Path):
        self.root = root

    def pdf_for(self, account: Account, invoice_id: int) -> Path:
        pdf = self.root / str(account.account_id) / f"invoice-{invoice_id:08d}.pdf"
        if not pdf.is_file():
            raise HTTPException(status_code=404, detail="invoice not found")
        return pdf


def current_account(authorization: str = Header(...)) -> Account:
    from .auth import account_for_token

    account = account_for_token(authorization.removeprefix("Bearer "))
    if account is None:
        raise HTTPException(status_code=401)
    return Account(account.id, account.email)


def get_files() -> InvoiceFiles:
    return InvoiceFiles(INVOICE_ROOT)


@app.get("/invoices/{invoice_id}/pdf")
def invoice_pdf(
    invoice_id: int,
    account: Account = Depends(current_account),
    files: InvoiceFiles = Depends(get_files),
):
    pdf = files.pdf_for(account, invoice_id)
    return FileResponse(pdf, media_type="application/pdf", filename=f"invoice-{invoice_id}.pdf")
