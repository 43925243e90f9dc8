# corpus: CWE-330 safe — the one-time code is drawn with secrets.randbelow.
import secrets

from fastapi import FastAPI

from .sms import send_sms
from .store import save_otp

app = FastAPI()


@app.post("/login/code")
def send_code(phone: str):
    code = f"{secrets.randbelow(1_000_000):06d}"
    save_otp(phone, code, ttl_seconds=300)
    send_sms(phone, f"Your login code is {code}")
    return {"sent": True}
