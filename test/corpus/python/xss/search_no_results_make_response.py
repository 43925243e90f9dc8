# corpus: CWE-79 vulnerable — the search term is concatenated into HTML passed to make_response.
from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/search")
def search():
    term = request.args.get("q", "")
    body = "<p>No results found for " + term + ".</p>"
    resp = make_response(body, 404)
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
