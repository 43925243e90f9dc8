# corpus: CWE-502 vulnerable — the raw request body is unpickled.
import pickle

from flask import Flask, request

app = Flask(__name__)


@app.route("/cart/restore", methods=["POST"])
def restore_cart():
    cart = pickle.loads(request.data)
    items = cart.get("items", [])
    return {"restored": len(items)}
