# corpus: CWE-918 safe — the host is fixed; the request only supplies a numeric id in the path.
import requests
from flask import Flask, abort, request

app = Flask(__name__)
API_BASE = "https://api.example.com/users/"


@app.route("/users/remote")
def remote_user():
    try:
        uid = int(request.args["id"])
    except (KeyError, ValueError):
        abort(400)
    resp = requests.get(API_BASE + str(uid), timeout=5)
    return resp.json()
