# corpus: CWE-601 vulnerable — a percent-decoded cookie value flows through a helper into redirect().
from urllib.parse import unquote

from flask import Flask, redirect, request

app = Flask(__name__)


def resume_location(raw_cookie):
    return unquote(raw_cookie) if raw_cookie else "/"


@app.route("/checkout/resume")
def resume_checkout():
    return redirect(resume_location(request.cookies.get("resume_at")))
