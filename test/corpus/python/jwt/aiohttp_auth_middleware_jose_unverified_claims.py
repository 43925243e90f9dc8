# corpus: CWE-347 vulnerable — the auth middleware reads the session token with jose's get_unverified_claims and uses its sub/role without checking the signature.
import os
import time

from aiohttp import web
from jose import jwt
from jose.exceptions import JWTError

JWKS_URL = os.environ.get("AUTH_JWKS_URL", "https://auth.example.com/.well-known/jwks.json")


class SessionTokenReader:
    def __init__(self, cookie_name: str = "session"):
        self.cookie_name = cookie_name

    def read(self, request: web.Request):
        token = request.cookies.get(self.cookie_name)
        if not token:
            return None
        try:
            claims = jwt.get_unverified_claims(token)
        except JWTError:
            return None
        if claims.get("exp", 0) < time.time():
            return None
        return claims


tokens = SessionTokenReader()


@web.middleware
async def auth_middleware(request: web.Request, handler):
    if request.path.startswith("/public/"):
        return await handler(request)
    claims = tokens.read(request)
    if claims is None:
        raise web.HTTPUnauthorized()
    request["user_id"] = claims["sub"]
    request["role"] = claims.get("role", "viewer")
    return await handler(request)


async def admin_stats(request: web.Request) -> web.Response:
    if request["role"] != "admin":
        raise web.HTTPForbidden()
    return web.json_response({"active_users": 1204, "requested_by": request["user_id"]})


app = web.Application(middlewares=[auth_middleware])
app.router.add_get("/admin/stats", admin_stats)
