# corpus: CWE-117 vulnerable — the submitted username is written into a log line with an f-string, newlines intact.
import logging

from flask import Flask, request

from .auth import verify_password

app = Flask(__name__)
log = logging.getLogger("auth")


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    if not verify_password(username, request.form.get("password", "")):
        logging.info(f"failed login attempt for user {username}")
        return "invalid credentials", 401
    return "ok"
