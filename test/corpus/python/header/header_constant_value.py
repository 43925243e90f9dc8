# corpus: CWE-113 safe — the header values are constants; the request only affects the JSON body.
from flask import Flask, make_response, request

app = Flask(__name__)
API_VERSION = "2024-06-01"


@app.route("/api/version")
def version():
    client = request.args.get("client", "")
    resp = make_response({"client": client, "version": API_VERSION})
    resp.headers["X-API-Version"] = API_VERSION
    resp.headers["Cache-Control"] = "no-store"
    return resp
