# corpus: CWE-295 safe — the branch that turns verification off is dead because the flag is a constant False.
import requests
from flask import Flask, request

app = Flask(__name__)
ALLOW_INSECURE_UPSTREAM = False
CATALOG_API = "https://catalog.example.com/api/items"


@app.route("/items/remote")
def remote_items():
    verify = True
    if ALLOW_INSECURE_UPSTREAM:
        verify = False
    category = request.args.get("category", "all")
    resp = requests.get(CATALOG_API, params={"category": category}, verify=verify, timeout=10)
    return resp.json()
