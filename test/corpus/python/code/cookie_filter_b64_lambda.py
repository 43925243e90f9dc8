# corpus: CWE-95 vulnerable — a base64 cookie is decoded and evaluated as a lambda body.
import base64

from flask import Flask, request

app = Flask(__name__)
PRODUCTS = [{"name": "lamp", "price": 30}, {"name": "desk", "price": 220}]


@app.route("/products/saved-filter")
def saved_filter():
    raw = request.cookies.get("filter", "")
    body = base64.b64decode(raw).decode()
    predicate = eval("lambda p: " + body)
    return {"products": [p for p in PRODUCTS if predicate(p)]}
