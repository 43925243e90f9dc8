# corpus: CWE-330 vulnerable — the one-time login code is generated with random.randint.
import random

from fastapi import FastAPI

from .sms import send_sms
from .store import save_otp

app = FastAPI()


@app.post("/login/otp")
def send_otp(phone: str):
    code = f"{random.randint(0, 999999):06d}"
    save_otp(phone, code, ttl_seconds=300)
    send_sms(phone, f"Your login code is {code}")
    return {"sent": True}
