# corpus: CWE-798 safe — TokenIssuer's HS256 key is read from the PORTAL_JWT_SIGNING_KEY environment variable at startup; no key is in the source.
import os
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

import jwt
from argon2 import PasswordHasher
from argon2.exceptions import VerificationError
from fastapi import Depends, FastAPI, Form, HTTPException

app = FastAPI()
_hasher = PasswordHasher()


def _signing_key_from_env() -> str:
    key = os.environ.get("PORTAL_JWT_SIGNING_KEY", "")
    if len(key) < 32:
        raise RuntimeError("PORTAL_JWT_SIGNING_KEY must be set to at least 32 characters")
    return key


@dataclass(frozen=True)
class TokenSettings:
    issuer: str = "https://portal.example.com"
    audience: str = "portal-api"
    lifetime: timedelta = timedelta(hours=1)
    signing_key: str = field(default_factory=_signing_key_from_env, repr=False)


class UserDirectory:
    def __init__(self, records: dict):
        self.records = records

    def check(self, username: str, password: str):
        record = self.records.get(username)
        if record is None:
            return None
        try:
            _hasher.verify(record["password_hash"], password)
        except VerificationError:
            return None
        return record


users = UserDirectory({})


class TokenIssuer:
    def __init__(self, settings: TokenSettings):
        self.settings = settings

    def issue(self, subject: str, roles: list) -> str:
        now = datetime.now(timezone.utc)
        claims = {
            "iss": self.settings.issuer,
            "aud": self.settings.audience,
            "sub": subject,
            "roles": roles,
            "iat": now,
            "exp": now + self.settings.lifetime,
        }
        return jwt.encode(claims, self.settings.signing_key, algorithm="HS256")


_settings = TokenSettings()


def get_issuer() -> TokenIssuer:
    return TokenIssuer(_settings)


@app.post("/oauth/token")
def token(username: str = Form(...), password: str = Form(...), issuer: TokenIssuer = Depends(get_issuer)):
    user = users.check(username, password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"access_token": issuer.issue(user["sub"], user["roles"]), "token_type": "bearer"}
