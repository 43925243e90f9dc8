# corpus: CWE-327 safe — cryptography's AESGCM is used with a random 96-bit nonce.
import base64
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from fastapi import FastAPI

app = FastAPI()
aead = AESGCM(bytes.fromhex(os.environ["TOKEN_KEY_HEX"]))


@app.post("/tokens")
def issue_token(subject: str):
    nonce = os.urandom(12)
    sealed = aead.encrypt(nonce, subject.encode(), b"token-v1")
    return {"token": base64.urlsafe_b64encode(nonce + sealed).decode()}
