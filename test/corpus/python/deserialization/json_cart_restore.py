# corpus: CWE-502 safe — the request body is parsed with json.loads, which only produces plain data.
import json

from flask import Flask, request

app = Flask(__name__)


@app.route("/cart/restore-json", methods=["POST"])
def restore_cart_json():
    cart = json.loads(request.data)
    items = cart.get("items", []) if isinstance(cart, dict) else []
    return {"restored": len(items)}
