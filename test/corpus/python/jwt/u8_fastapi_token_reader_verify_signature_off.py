# corpus: CWE-347 vulnerable — TokenReader.claims() decodes the bearer token with verify_signature turned off, and the current_user dependency trusts its sub and roles for authorisation.
import jwt
from fastapi import Depends, FastAPI, HTTPException
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel

app = FastAPI()
bearer = HTTPBearer()


class Principal(BaseModel):
    user_id: str
    roles: list[str] = []


class TokenReader:
    def __init__(self, audience: str):
        self.audience = audience

    def claims(self, token: str) -> dict:
        try:
            return jwt.decode(
                token,
                algorithms=["RS256"],
                audience=self.audience,
                options={"verify_signature": False},
            )
        except jwt.PyJWTError as exc:
            raise HTTPException(status_code=401, detail="invalid token") from exc


reader = TokenReader(audience="orders-api")


def current_user(credentials: HTTPAuthorizationCredentials = Depends(bearer)) -> Principal:
    claims = reader.claims(credentials.credentials)
    return Principal(user_id=claims["sub"], roles=claims.get("roles", []))


@app.delete("/orders/{order_id}")
def cancel_order(order_id: int, user: Principal = Depends(current_user)):
    if "orders:cancel" not in user.roles:
        raise HTTPException(status_code=403, detail="forbidden")
    return {"order": order_id, "cancelled_by": user.user_id}
