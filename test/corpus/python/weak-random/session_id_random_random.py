# corpus: CWE-330 vulnerable — the session identifier is derived from random.random().
import hashlib
import random

from flask import Flask, make_response, request

from .sessions import create_session

app = Flask(__name__)


def new_session_id():
    return hashlib.sha256(str(random.random()).encode()).hexdigest()


@app.route("/session/start", methods=["POST"])
def start_session():
    sid = new_session_id()
    create_session(sid, user=request.form["username"])
    resp = make_response({"ok": True})
    resp.set_cookie("sid", sid, secure=True, httponly=True, samesite="Lax")
    return resp
