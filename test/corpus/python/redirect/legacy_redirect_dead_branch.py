# corpus: CWE-601 safe — the condition is constant, so the request URL is never used as the redirect target.
from flask import Flask, redirect, request

app = Flask(__name__)
HONOR_LEGACY_NEXT = False


@app.route("/sso/callback")
def sso_callback():
    if HONOR_LEGACY_NEXT:
        target = request.args.get("next", "/")
    else:
        target = "/dashboard"
    return redirect(target)
