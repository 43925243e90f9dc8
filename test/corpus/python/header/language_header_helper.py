# corpus: CWE-113 vulnerable — a cookie value is lower-cased by a helper and set as Content-Language unchanged otherwise.
from flask import Flask, make_response, render_template, request

app = Flask(__name__)


def preferred_language(raw):
    return (raw or "en").lower()


@app.route("/")
def index():
    lang = preferred_language(request.cookies.get("lang"))
    resp = make_response(render_template("index.html"))
    resp.headers["Content-Language"] = lang
    return resp
