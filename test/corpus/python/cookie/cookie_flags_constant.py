# corpus: CWE-614 safe — the secure flag comes from a module constant that is True.
import secrets

from flask import Flask, make_response, request

from .sessions import create_session

app = Flask(__name__)
COOKIE_SECURE = True


@app.route("/session/open", methods=["POST"])
def open_session():
    sid = secrets.token_hex(32)
    create_session(sid, username=request.form["username"])
    resp = make_response({"ok": True})
    resp.set_cookie("session_id", sid, secure=COOKIE_SECURE, httponly=True, samesite="Lax")
    return resp
