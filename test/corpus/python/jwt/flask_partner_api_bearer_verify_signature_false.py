# corpus: CWE-347 vulnerable — the bearer token is decoded with verify_signature False and its partner_id claim is trusted, so a forged token impersonates any partner.
import os
from functools import wraps

import jwt
from flask import Blueprint, abort, g, jsonify, request

partner_api = Blueprint("partner_api", __name__, url_prefix="/partner/v1")

PARTNER_JWT_KEY = os.environ["PARTNER_JWT_KEY"]


class TokenReader:
    def __init__(self, key):
        self.key = key

    def claims(self, token):
        return jwt.decode(
            token,
            self.key,
            algorithms=["HS256"],
            options={"verify_signature": False, "verify_exp": True},
        )


reader = TokenReader(PARTNER_JWT_KEY)


def bearer_token(req):
    header = req.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    return token if scheme.lower() == "bearer" else None


def partner_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        token = bearer_token(request)
        if not token:
            abort(401)
        try:
            g.partner_id = reader.claims(token)["partner_id"]
        except (jwt.InvalidTokenError, KeyError):
            abort(401)
        return view(*args, **kwargs)

    return wrapper


@partner_api.get("/payouts")
@partner_required
def payouts():
    return jsonify(partner=g.partner_id, payouts=[])
