# corpus: CWE-614 vulnerable — the session cookie is set without the secure attribute.
import secrets

from flask import Flask, make_response, request

from .sessions import create_session

app = Flask(__name__)


@app.route("/session", methods=["POST"])
def open_session():
    sid = secrets.token_hex(32)
    create_session(sid, username=request.form["username"])
    resp = make_response({"ok": True})
    resp.set_cookie("session_id", sid, httponly=True, samesite="Lax")
    return resp
