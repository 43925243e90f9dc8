# corpus: CWE-113 safe — the header is built from an int() conversion of the request value.
from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/maintenance")
def maintenance():
    minutes = int(request.args.get("minutes", "5"))
    resp = make_response("Service under maintenance", 503)
    resp.headers["Retry-After"] = str(minutes * 60)
    return resp
