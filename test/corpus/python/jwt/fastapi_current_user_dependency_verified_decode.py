# corpus: CWE-347 safe — the current_user dependency decodes the bearer token with the server key, a fixed HS256 algorithm list and required exp/aud claims.
import os
from dataclasses import dataclass

import jwt
from fastapi import Depends, FastAPI, HTTPException
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

app = FastAPI()
bearer = HTTPBearer()


@dataclass(frozen=True)
class JwtConfig:
    key: str
    audience: str = "orders-api"
    algorithms: tuple = ("HS256",)


config = JwtConfig(key=os.environ["ORDERS_JWT_KEY"])


@dataclass
class CurrentUser:
    id: str
    scopes: list


class TokenVerifier:
    def __init__(self, cfg: JwtConfig):
        self.cfg = cfg

    def verify(self, token: str) -> dict:
        return jwt.decode(
            token,
            self.cfg.key,
            algorithms=list(self.cfg.algorithms),
            audience=self.cfg.audience,
            options={"require": ["exp", "sub", "aud"]},
        )


verifier = TokenVerifier(config)


def current_user(credentials: HTTPAuthorizationCredentials = Depends(bearer)) -> CurrentUser:
    try:
        claims = verifier.verify(credentials.credentials)
    except jwt.InvalidTokenError:
        raise HTTPException(status_code=401, detail="invalid token")
    return CurrentUser(id=claims["sub"], scopes=claims.get("scope", "").split())


@app.get("/orders/mine")
def my_orders(user: CurrentUser = Depends(current_user)):
    if "orders:read" not in user.scopes:
        raise HTTPException(status_code=403, detail="missing scope")
    return {"user": user.id, "orders": []}
