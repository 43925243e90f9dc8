# corpus: CWE-601 safe — is_local_target() only accepts a path starting with a single "/" with no scheme, host, backslash or control characters; SignInFlow falls back to url_for("dashboard") otherwise.
from urllib.parse import urlsplit

from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)


def is_local_target(target: str) -> bool:
    if not target or not target.startswith("/") or target.startswith("//"):
        return False
    if "\\" in target or any(ord(ch) < 32 for ch in target):
        return False
    parts = urlsplit(target)
    return not parts.scheme and not parts.netloc


class SignInFlow:
    def __init__(self, store):
        self.store = store

    def complete(self, user_id: int, requested: str):
        self.store["user_id"] = user_id
        if is_local_target(requested):
            return redirect(requested)
        return redirect(url_for("dashboard"))


@app.post("/sign-in")
def sign_in():
    user = app.extensions["auth"].authenticate(request.form["email"], request.form["password"])
    if user is None:
        return redirect(url_for("sign_in_form", error="1"))
    return SignInFlow(session).complete(user.id, request.args.get("return_to", ""))
