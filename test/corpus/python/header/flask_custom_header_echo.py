# corpus: CWE-113 vulnerable — a query value is copied into a response header without removing CR/LF.
from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/api/ping")
def api_ping():
    client_name = request.args.get("client", "unknown")
    resp = make_response({"pong": True})
    resp.headers["X-Client-Name"] = client_name
    return resp
