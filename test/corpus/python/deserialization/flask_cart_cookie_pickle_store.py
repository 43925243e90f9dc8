# corpus: CWE-502 vulnerable — CartStore.load base64-decodes the cart cookie sent by the browser and passes it straight to pickle.loads.
import base64
import binascii
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
COOKIE = "cart"


class Cart:
    def __init__(self, items=None):
        self.items = items or {}

    def add(self, sku, quantity):
        self.items[sku] = self.items.get(sku, 0) + quantity

    def as_dict(self):
        return {"items": self.items, "count": sum(self.items.values())}


class CartStore:
    def load(self, raw):
        if not raw:
            return Cart()
        try:
            return pickle.loads(base64.urlsafe_b64decode(raw.encode("ascii")))
        except (binascii.Error, ValueError):
            return Cart()

    def dump(self, cart):
        return base64.urlsafe_b64encode(pickle.dumps(cart)).decode("ascii")


store = CartStore()


@app.route("/cart", methods=["GET"])
def show_cart():
    cart = store.load(request.cookies.get(COOKIE))
    return jsonify(cart.as_dict())


@app.route("/cart/items", methods=["POST"])
def add_item():
    body = request.get_json(force=True)
    cart = store.load(request.cookies.get(COOKIE))
    cart.add(str(body["sku"]), int(body.get("quantity", 1)))
    response = make_response(jsonify(cart.as_dict()))
    response.set_cookie(COOKIE, store.dump(cart), httponly=True, samesite="Lax")
    return response
