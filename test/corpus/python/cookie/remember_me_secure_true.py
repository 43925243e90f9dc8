# corpus: CWE-614 safe — the remember-me cookie is set with secure=True and httponly=True.
import secrets

from flask import Flask, make_response, request

from .auth import check_credentials, store_remember_token

app = Flask(__name__)


@app.route("/signin", methods=["POST"])
def signin():
    user = check_credentials(request.form["username"], request.form["password"])
    if user is None:
        return {"ok": False}, 401
    token = secrets.token_urlsafe(32)
    store_remember_token(user.id, token)
    resp = make_response({"ok": True})
    resp.set_cookie("remember_token", token, max_age=30 * 86400, secure=True, httponly=True, samesite="Lax")
    return resp
