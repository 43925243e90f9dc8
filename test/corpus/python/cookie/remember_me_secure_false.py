# corpus: CWE-614 vulnerable — the remember-me cookie is set with secure=False, so it is sent over plain HTTP.
import secrets

from flask import Flask, make_response, request

from .auth import check_credentials, store_remember_token

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    user = check_credentials(request.form["username"], request.form["password"])
    if user is None:
        return {"ok": False}, 401
    resp = make_response({"ok": True})
    if request.form.get("remember") == "on":
        token = secrets.token_urlsafe(32)
        store_remember_token(user.id, token)
        resp.set_cookie("remember_token", token, max_age=30 * 86400, secure=False, httponly=True)
    return resp
